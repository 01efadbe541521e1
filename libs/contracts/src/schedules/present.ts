import type { FunctionIcon } from '../ministries/functions';
import { sortByName } from '../names';
import { songLinksOf } from '../songs/present-song';
import { mayReadDeclineReason, presenceAnswerOf, presenceAnswerOpen } from './presence-answer';
import type {
  ScheduledMemberView,
  ScheduledSongView,
  ScheduleItemView,
  ScheduleSlotRowView,
  ScheduleSummaryView,
} from './records';
import { type ScheduledItem, type ServiceItemKind, serviceOrder } from './service-order';
import { missingSlots, type ScheduleSlotView, slotPlacesOf } from './slots';
import {
  scheduleStatus,
  type MySchedules,
  type ScheduleDetail,
  type ScheduledMember,
  type ScheduledSong,
  type ScheduleSummary,
} from './schedule';

/**
 * `data` is the ministry's wall clock with no offset ('2026-11-22T19:00:00'): a browser
 * reads it as local time, so the day never shifts the way a bare '2026-11-22' (read as UTC
 * midnight) does west of Greenwich.
 */
export function presentScheduleSummary(row: ScheduleSummaryView): ScheduleSummary {
  const publicada = row.publicada === 1;
  const finalizada = row.finalizada === 1;
  return {
    id: row.id,
    ministerio_id: row.ministry_id,
    titulo: row.titulo,
    data: `${row.data}T${row.horario}:00`,
    horario: row.horario,
    local: row.local,
    publicada,
    finalizada,
    status: scheduleStatus({ publicada, finalizada }),
    responsavel_id: row.responsavel_id,
    total_musicas: row.total_musicas,
    total_membros: row.total_membros,
    total_confirmados: row.total_confirmados,
    total_recusados: row.total_recusados,
    versao: row.versao,
  };
}

/**
 * GET /minhas-escalas: a schedule with the caller's answer (confirmed, declined) and the
 * functions they play.
 */
export function presentMySchedule(
  row: ScheduleSummaryView & {
    confirmado: number;
    recusado_em: string | null;
    functions: readonly { nome: string }[];
  },
): MySchedules['escalas'][number] {
  const answer = presenceAnswerOf(row);
  return {
    ...presentScheduleSummary(row),
    confirmei_presenca: answer === 'CONFIRMADO',
    recusei_presenca: answer === 'RECUSADO',
    minhas_funcoes: row.functions.map((fn) => fn.nome),
  };
}

/** The key a scheduled song is played in: the one chosen for the schedule, else the song's. */
export const keyInUse = (song: { tom_alterado: string | null; tom: string | null }) =>
  song.tom_alterado ?? song.tom;

function presentScheduledSong(song: ScheduledSongView): ScheduledSong {
  const links = songLinksOf(song);
  return {
    musica_id: song.song_id,
    ordem: song.ordem,
    tom_alterado: song.tom_alterado,
    tom_usado: keyInUse(song),
    nome: song.nome,
    artista: song.artista,
    tom: song.tom,
    links,
    link_cifra: song.link_cifra,
    link_letra: song.link_letra,
    link_audio: song.link_audio,
    link_video: song.link_video,
    musica: {
      id: song.song_id,
      nome: song.nome,
      artista: song.artista,
      album: song.album,
      tom: song.tom,
      bpm: song.bpm,
      duracao: song.duracao,
      capa_url: song.capa_url,
      links,
      excluida: song.deleted_at !== null,
      tem_cifra: Boolean(song.tem_cifra),
    },
  };
}

function presentScheduledMember(
  member: ScheduledMemberView,
  viewer: { memberId: number | undefined; canEdit: boolean },
): ScheduledMember {
  const readsReason = mayReadDeclineReason({ ...viewer, answerOf: member.member_id });
  return {
    membro_id: member.member_id,
    membro: {
      id: member.member_id,
      nome: member.nome,
      email: member.email,
      foto_url: member.foto_url,
      ex_integrante: member.ex_integrante === true,
    },
    funcoes: member.functions.map((fn) => ({
      id: fn.function_id,
      nome: fn.nome,
      icone: fn.icone as FunctionIcon,
      observacao: fn.observacao,
    })),
    confirmado: member.confirmado === 1,
    resposta: presenceAnswerOf(member),
    motivo_recusa: readsReason ? member.motivo_recusa : null,
  };
}

function presentItem(item: ScheduleItemView, ordem: number): ScheduledItem {
  return {
    tipo: item.tipo as ServiceItemKind,
    titulo: item.titulo,
    duracao_minutos: item.duracao_minutos,
    observacoes: item.observacoes,
    responsavel_id: item.responsavel_id,
    responsavel:
      item.responsavel_id === null
        ? null
        : {
            id: item.responsavel_id,
            nome: item.responsavel_nome ?? '',
            ex_integrante: item.responsavel_ex_integrante === true,
          },
    ordem,
  };
}

/** A schedule's slots in their order, and what they still need given who is on it. */
export function presentSlots(
  slots: readonly ScheduleSlotRowView[],
  members: readonly {
    confirmado: number;
    recusado_em: string | null;
    functions: readonly { function_id: number | null }[];
  }[],
): { vagas: ScheduleSlotView[]; faltam: ScheduleSlotView[] } {
  const vagas = [...slots]
    .sort((a, b) => a.ordem - b.ordem)
    .map((slot) => ({
      funcao_id: slot.function_id,
      quantidade: slot.quantidade,
      nome: slot.nome,
      icone: slot.icone as FunctionIcon,
    }));
  return { vagas, faltam: missingSlots(vagas, slotPlacesOf(members)) };
}

/**
 * GET /escalas/{id}: songs in their order with the other parts between them, members in name
 * order, slots and what they miss, as this viewer sees it.
 */
export function presentScheduleDetail(
  row: ScheduleSummaryView & { observacoes: string | null },
  songs: readonly ScheduledSongView[],
  members: readonly ScheduledMemberView[],
  parts: { items: readonly ScheduleItemView[]; slots: readonly ScheduleSlotRowView[] },
  viewer: {
    memberId: number | undefined;
    canEdit: boolean;
    leaderName: string | undefined;
    /** The server's calendar date, for presenceAnswerOpen. */
    today: string;
  },
): ScheduleDetail {
  const orderedSongs = [...songs].sort((a, b) => a.ordem - b.ordem);
  const orderedMembers = sortByName([...members], (member) => member.nome);
  const mine = members.find((member) => member.member_id === viewer.memberId);
  // Songs and parts are placed together: what an edit form sends back keeps the order.
  const songPlace = new Map<number, number>();
  const itens: ScheduledItem[] = [];
  serviceOrder(orderedSongs, parts.items).forEach((entry, index) => {
    if (entry.song) songPlace.set(entry.song.song_id, index + 1);
    else itens.push(presentItem(entry.item, index + 1));
  });
  return {
    ...presentScheduleSummary(row),
    observacoes: row.observacoes,
    responsavel:
      row.responsavel_id === null
        ? null
        : { id: row.responsavel_id, nome: viewer.leaderName ?? '' },
    musicas: orderedSongs.map(presentScheduledSong),
    membros: orderedMembers.map((member) => presentScheduledMember(member, viewer)),
    itens,
    ...presentSlots(parts.slots, members),
    musicas_escaladas: orderedSongs.map((song) => ({
      musica_id: song.song_id,
      ordem: songPlace.get(song.song_id)!,
      tom_alterado: song.tom_alterado,
    })),
    membros_escalados: orderedMembers.flatMap((member) =>
      member.functions.length
        ? member.functions.map((fn) => ({
            membro_id: member.member_id,
            funcao_id: fn.function_id,
            observacao: fn.observacao,
          }))
        : [{ membro_id: member.member_id, funcao_id: null, observacao: null }],
    ),
    estou_escalado: mine !== undefined,
    confirmei_presenca: mine?.confirmado === 1,
    recusei_presenca: mine !== undefined && presenceAnswerOf(mine) === 'RECUSADO',
    posso_mudar_resposta: mine !== undefined && presenceAnswerOpen(row.data, viewer.today),
    pode_editar: viewer.canEdit,
    pode_substituir: viewer.canEdit && presenceAnswerOpen(row.data, viewer.today),
  };
}
