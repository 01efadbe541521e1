import type { FunctionIcon, MinistryFunction } from './functions';
import type { MemberFunction } from './member-functions';
import { maySeeMemberPreferences, presentMemberPreferences } from './member-preferences';
import type { MinistryMember } from './members';
import type { Ministry } from './ministry';
import type { AssignmentView, FunctionRecord, MemberView, MinistryRecord } from './records';
import type { MinistryStanding } from './standing';

/** A ministry as the caller with this standing sees it; `logo` is its public path or null. */
export function presentMinistry(
  row: MinistryRecord & { logo: string | null },
  standing: MinistryStanding,
): Ministry {
  return {
    id: row.id,
    nome: row.nome,
    logo: row.logo,
    codigo_acesso: row.codigo_acesso,
    aceitando_membros: row.aceitando_membros === 1,
    lembrete_horas: row.lembrete_horas,
    proprietario_id: row.proprietario_id,
    situacao_usuario: standing,
    data_criacao: row.created_at,
    versao: row.versao,
  };
}

/** Who reads a members list: their account and their standing in the ministry. */
export interface MemberListViewer {
  userId: number;
  standing: MinistryStanding | null;
}

/** A member as `viewer` sees them: their auto-fill preferences only for themself or admin rights. */
export function presentMember(
  member: MemberView,
  ownerId: number,
  viewer: MemberListViewer,
): MinistryMember {
  return {
    id: member.id,
    usuario_id: member.user_id,
    status: member.status,
    admin: member.admin === 1,
    proprietario: member.user_id === ownerId,
    usuario: {
      nome: member.nome,
      email: member.email,
      telefone: member.telefone,
      foto_url: member.foto_url,
    },
    funcoes: member.functions.map((fn) => ({
      id: fn.id,
      funcao_id: fn.function_id,
      funcao: { nome: fn.nome, icone: fn.icone as FunctionIcon },
      principal: fn.principal === 1,
    })),
    ...(maySeeMemberPreferences(member, viewer) && {
      preferencias: presentMemberPreferences(member),
    }),
  };
}

export function presentFunction(row: FunctionRecord): MinistryFunction {
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    icone: row.icone as FunctionIcon,
    ministerio_id: row.ministry_id,
    data_criacao: row.created_at,
    data_atualizacao: row.updated_at,
    versao: row.versao,
  };
}

export function presentAssignment(row: AssignmentView): MemberFunction {
  return {
    id: row.id,
    membro_id: row.member_id,
    funcao_id: row.function_id,
    funcao: { id: row.function_id, nome: row.nome, icone: row.icone as FunctionIcon },
    principal: row.principal === 1,
    observacoes: row.observacoes,
    versao: row.versao,
  };
}
