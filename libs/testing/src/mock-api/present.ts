import {
  inclusiveDays,
  scheduleStatus,
  unavailabilityStatus,
  type MemberFunction,
  type Ministry,
  type MinistryFunction,
  type MinistryMember,
  type MinistryStanding,
  type ScheduleDetail,
  type ScheduleSummary,
  type Song,
  type SongCategory,
  type Unavailability,
  type User,
} from '@levita/contracts';
import type {
  DemoStore,
  FunctionRow,
  MemberFunctionRow,
  MemberRow,
  MinistryRow,
  ScheduleRow,
  SongRow,
  UnavailabilityRow,
  UserRow,
} from './demo-store';

/*
 * Rows to the API's answer shapes, typed by the contracts' inferred types: a contract change
 * that the mock does not follow breaks the typecheck, and `reply` parses every answer too.
 */

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    telefone: row.telefone,
    foto_url: row.foto_url,
  };
}

export function presentMinistry(row: MinistryRow, standing: MinistryStanding): Ministry {
  return {
    id: row.id,
    nome: row.nome,
    logo: row.logo,
    codigo_acesso: row.codigo_acesso,
    aceitando_membros: row.aceitando_membros,
    proprietario_id: row.proprietario_id,
    situacao_usuario: standing,
    data_criacao: row.data_criacao,
  };
}

export function presentFunction(row: FunctionRow): MinistryFunction {
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    icone: row.icone,
    ministerio_id: row.ministerio_id,
    data_criacao: row.data_criacao,
    data_atualizacao: row.data_atualizacao,
  };
}

export function presentMember(store: DemoStore, row: MemberRow): MinistryMember {
  const user = store.user(row.usuario_id)!;
  const ministry = store.ministry(row.ministerio_id)!;
  return {
    id: row.id,
    usuario_id: row.usuario_id,
    status: row.status,
    admin: row.admin,
    proprietario: ministry.proprietario_id === row.usuario_id,
    usuario: {
      nome: user.nome,
      email: user.email,
      telefone: user.telefone,
      foto_url: user.foto_url,
    },
    funcoes: store.assignmentsOf(row.id).map((assignment) => {
      const fn = store.function(assignment.funcao_id)!;
      return {
        id: assignment.id,
        funcao_id: fn.id,
        funcao: { nome: fn.nome, icone: fn.icone },
        principal: assignment.principal,
      };
    }),
  };
}

export function presentAssignment(store: DemoStore, row: MemberFunctionRow): MemberFunction {
  const fn = store.function(row.funcao_id)!;
  return {
    id: row.id,
    membro_id: row.membro_id,
    funcao_id: row.funcao_id,
    funcao: { id: fn.id, nome: fn.nome, icone: fn.icone },
    principal: row.principal,
    observacoes: row.observacoes,
  };
}

const linksOf = (row: SongRow) => ({
  cifra: row.link_cifra,
  letra: row.link_letra,
  audio: row.link_audio,
  video: row.link_video,
});

export function presentSong(row: SongRow): Song {
  return {
    id: row.id,
    ministerio_id: row.ministerio_id,
    nome: row.nome,
    artista: row.artista,
    album: row.album,
    tom: row.tom,
    bpm: row.bpm,
    duracao: row.duracao,
    capa_url: row.capa_url,
    classificacoes: row.classificacoes,
    classificacoes_lista: row.classificacoes
      ? (row.classificacoes.split(',') as SongCategory[])
      : [],
    links: linksOf(row),
    link_cifra: row.link_cifra,
    link_letra: row.link_letra,
    link_audio: row.link_audio,
    link_video: row.link_video,
    origem_externa: row.origem_externa,
    id_externo: row.id_externo,
    data_criacao: row.data_criacao,
    data_atualizacao: row.data_atualizacao,
  };
}

export function presentSummary(row: ScheduleRow): ScheduleSummary {
  return {
    id: row.id,
    ministerio_id: row.ministerio_id,
    titulo: row.titulo,
    // The ministry's wall clock with no offset: browsers read it as local time.
    data: `${row.data}T${row.horario}:00`,
    horario: row.horario,
    local: row.local,
    publicada: row.publicada,
    finalizada: row.finalizada,
    status: scheduleStatus(row),
    responsavel_id: row.responsavel_id,
    total_musicas: row.musicas.length,
    total_membros: row.membros.length,
    total_confirmados: row.membros.filter((member) => member.confirmado).length,
  };
}

export function presentDetail(
  store: DemoStore,
  row: ScheduleRow,
  viewer: { memberId: number | undefined; canEdit: boolean },
): ScheduleDetail {
  const mine = row.membros.find((member) => member.membro_id === viewer.memberId);
  return {
    ...presentSummary(row),
    observacoes: row.observacoes,
    responsavel:
      row.responsavel_id === null
        ? null
        : { id: row.responsavel_id, nome: store.memberName(row.responsavel_id) },
    musicas: [...row.musicas]
      .sort((a, b) => a.ordem - b.ordem)
      .map((entry) => {
        const song = store.song(entry.musica_id)!;
        const links = linksOf(song);
        return {
          musica_id: song.id,
          ordem: entry.ordem,
          tom_alterado: entry.tom_alterado,
          tom_usado: entry.tom_alterado ?? song.tom,
          nome: song.nome,
          artista: song.artista,
          tom: song.tom,
          links,
          link_cifra: song.link_cifra,
          link_letra: song.link_letra,
          link_audio: song.link_audio,
          link_video: song.link_video,
          musica: {
            id: song.id,
            nome: song.nome,
            artista: song.artista,
            album: song.album,
            tom: song.tom,
            bpm: song.bpm,
            duracao: song.duracao,
            capa_url: song.capa_url,
            links,
            excluida: song.excluida,
          },
        };
      }),
    membros: row.membros.map((entry) => {
      const member = store.member(entry.membro_id)!;
      const user = store.user(member.usuario_id)!;
      return {
        membro_id: member.id,
        membro: { id: member.id, nome: user.nome, email: user.email, foto_url: user.foto_url },
        funcoes: entry.funcoes.map((fn) => ({
          // A function deleted since keeps its name and icon, with no id.
          id: fn.funcao_id !== null && store.function(fn.funcao_id) ? fn.funcao_id : null,
          nome: (fn.funcao_id !== null && store.function(fn.funcao_id)?.nome) || fn.nome,
          icone: fn.icone,
          observacao: fn.observacao,
        })),
        confirmado: entry.confirmado,
      };
    }),
    musicas_escaladas: row.musicas.map(({ musica_id, ordem, tom_alterado }) => ({
      musica_id,
      ordem,
      tom_alterado,
    })),
    membros_escalados: row.membros.flatMap((entry) =>
      entry.funcoes.length
        ? entry.funcoes.map((fn) => ({
            membro_id: entry.membro_id,
            funcao_id: fn.funcao_id,
            observacao: fn.observacao,
          }))
        : [{ membro_id: entry.membro_id, funcao_id: null, observacao: null }],
    ),
    estou_escalado: mine !== undefined,
    confirmei_presenca: mine?.confirmado ?? false,
    pode_editar: viewer.canEdit,
  };
}

export function presentUnavailability(row: UnavailabilityRow, today: string): Unavailability {
  return {
    id: row.id,
    membro_id: row.membro_id,
    data_inicio: row.data_inicio,
    data_fim: row.data_fim,
    justificativa: row.justificativa,
    status: unavailabilityStatus(row, today),
    dias: inclusiveDays(row.data_inicio, row.data_fim),
  };
}
