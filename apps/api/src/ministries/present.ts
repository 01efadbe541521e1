import type { FunctionIcon, Ministry, MinistryMember, MinistryStanding } from '@levita/contracts';
import type { MembersRepository } from '../repositories/members-repository';
import type { MinistryRow } from '../repositories/ministries-repository';

export function presentMinistry(row: MinistryRow, standing: MinistryStanding): Ministry {
  return {
    id: row.id,
    nome: row.nome,
    logo: row.logo,
    codigo_acesso: row.codigo_acesso,
    aceitando_membros: row.aceitando_membros === 1,
    proprietario_id: row.proprietario_id,
    situacao_usuario: standing,
    data_criacao: row.created_at,
  };
}

type MemberDetails = Awaited<ReturnType<MembersRepository['listWithDetails']>>[number];

export function presentMember(member: MemberDetails, ownerId: number): MinistryMember {
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
      funcao: {
        nome: fn.nome,
        icone: fn.icone as FunctionIcon,
      },
      principal: fn.principal === 1,
    })),
  };
}
