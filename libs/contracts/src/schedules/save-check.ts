import type { z } from 'zod/mini';
import { formatCalendarDay } from '../calendar';
import type { MemberStatus } from '../ministries/standing';
import type { UnavailableMember } from '../unavailability/unavailability';
import { presentUnavailableMember } from '../unavailability/present';
import type { saveScheduleRequestSchema } from './schedule';
import { type ItemPlace, placeServiceItems, type ServiceItemKind } from './service-order';

/*
 * The check of a schedule's create or edit (part 2 §5, docs/schedules.md), decided once for
 * the API, which reads its inputs under the save's locks, and for the mock API, which reads
 * them from its store: songs of this ministry's repertoire, none twice; active members
 * holding the functions they are given; an active leader; nobody unavailable on the date.
 * What a schedule already holds may stay when it no longer would be allowed (a song deleted
 * from the repertoire, a member deactivated, a function unassigned since, a leader no longer
 * active), so that an old schedule can still be edited and finished. The service's other
 * parts name an active member as responsible, and the slots functions of the ministry.
 */

export type SaveScheduleBody = z.output<typeof saveScheduleRequestSchema>;

/** The ministry's rows a save names, as its check needs them. */
export interface SaveCheckInputs {
  /** The named songs of this ministry's repertoire (deleted ones too). */
  songs: readonly { id: number; deleted_at: string | null }[];
  /** The named members and leader of this ministry, with the functions they hold. */
  members: readonly {
    id: number;
    user_id: number;
    status: MemberStatus;
    functions: readonly { function_id: number; nome: string; icone: string }[];
  }[];
  /** The functions of this ministry the slots name. */
  functions: readonly { id: number }[];
  /** The named members' unavailability covering the date, with their names. */
  unavailable: readonly {
    member_id: number;
    nome: string;
    data_inicio: string;
    data_fim: string;
    justificativa: string;
  }[];
}

/** What a schedule holds before an edit: entries that may stay even if no longer allowed. */
export interface CurrentLists {
  songIds: ReadonlySet<number>;
  memberIds: ReadonlySet<number>;
  /** `${member}:${function}` pairs, with the name and icon the schedule shows. */
  functions: ReadonlyMap<string, { nome: string; icone: string }>;
  responsavelId: number | null;
  /** Members responsible for one of its parts: they may stay so when no longer active. */
  itemLeaderIds: ReadonlySet<number>;
}

/**
 * The lists of a schedule being edited, from its leader, its song ids and its members with
 * the functions they play (the API reads them under the save's locks, the mock from its store).
 */
export function currentListsOf(
  schedule: { responsavel_id: number | null },
  songIds: readonly number[],
  members: readonly {
    member_id: number;
    functions: readonly { function_id: number | null; nome: string; icone: string }[];
  }[],
  items: readonly { responsavel_id: number | null }[] = [],
): CurrentLists {
  const functions = new Map<string, { nome: string; icone: string }>();
  for (const member of members)
    for (const fn of member.functions)
      if (fn.function_id !== null)
        functions.set(`${member.member_id}:${fn.function_id}`, { nome: fn.nome, icone: fn.icone });
  return {
    songIds: new Set(songIds),
    memberIds: new Set(members.map((member) => member.member_id)),
    functions,
    responsavelId: schedule.responsavel_id,
    itemLeaderIds: new Set(items.flatMap((item) => item.responsavel_id ?? [])),
  };
}

export const emptyLists = (): CurrentLists => ({
  songIds: new Set(),
  memberIds: new Set(),
  functions: new Map(),
  responsavelId: null,
  itemLeaderIds: new Set(),
});

/** The texts the check writes, by their key in the server's messages. */
export type SaveCheckMessageKey =
  | 'song_not_in_ministry'
  | 'duplicate_song'
  | 'member_not_in_ministry'
  | 'function_not_held'
  | 'leader_not_active'
  | 'function_not_in_ministry'
  | 'member_unavailable_entry';

export interface SaveCheckTexts {
  locale: 'pt-BR' | 'en-US';
  message: (key: SaveCheckMessageKey, params?: Record<string, string>) => string;
}

/** A refusal as the API answers it: 400 with this error, its message's params and the body's extras. */
export type SaveRefusal =
  | {
      error: 'validation_error';
      params: Record<string, string>;
      extra: { errors: Record<string, string[]> };
    }
  | {
      error: 'members_unavailable';
      params: { names: string };
      extra: { errors: Record<string, string[]>; membros_indisponiveis: UnavailableMember[] };
    };

/** A part of the service as stored (service-order.ts). */
export interface PlannedServiceItem extends ItemPlace {
  tipo: ServiceItemKind;
  titulo: string;
  duracao_minutos: number;
  observacoes: string | null;
  responsavel_id: number | null;
}

/**
 * What a save writes once checked: the schedule's values, its ordered songs, its members, and
 * its parts and slots when the save sent them (undefined: the schedule keeps its own).
 */
export interface PlannedScheduleSave {
  values: {
    titulo: string;
    data: string;
    horario: string;
    local: string | null;
    observacoes: string | null;
    publicada: boolean;
    finalizada: boolean;
    responsavel_id: number | null;
  };
  /** Ordered 1..n without gaps, by the order sent (position when none), stable. */
  songs: { song_id: number; ordem: number; tom_alterado: string | null }[];
  /** One entry per member, with the functions they play. */
  members: {
    member_id: number;
    user_id: number;
    functions: { function_id: number; nome: string; icone: string; observacao: string | null }[];
  }[];
  items?: PlannedServiceItem[];
  /** In the order sent. */
  slots?: { function_id: number; quantidade: number; ordem: number }[];
}

export type SaveCheck =
  { refused: SaveRefusal; plan?: undefined } | { refused?: undefined; plan: PlannedScheduleSave };

/**
 * Checks `body` against what the ministry holds: validation errors keyed by the body path
 * (`membros_escalados.1.funcao_id`) first, then unavailability keyed by each member's entry.
 */
export function checkScheduleSave(
  body: SaveScheduleBody,
  inputs: SaveCheckInputs,
  current: CurrentLists,
  texts: SaveCheckTexts,
): SaveCheck {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, key: SaveCheckMessageKey) =>
    (errors[field] ??= []).push(texts.message(key));

  const songById = new Map(inputs.songs.map((song) => [song.id, song]));
  const memberById = new Map(inputs.members.map((member) => [member.id, member]));

  const seenSongs = new Set<number>();
  body.musicas_escaladas.forEach((entry, index) => {
    const song = songById.get(entry.musica_id);
    const field = `musicas_escaladas.${index}.musica_id`;
    if (!song || (song.deleted_at && !current.songIds.has(song.id)))
      fail(field, 'song_not_in_ministry');
    else if (seenSongs.has(song.id)) fail(field, 'duplicate_song');
    seenSongs.add(entry.musica_id);
  });

  const scheduled = new Map<number, PlannedScheduleSave['members'][number]>();
  body.membros_escalados.forEach((entry, index) => {
    const member = memberById.get(entry.membro_id);
    const allowed = member && (member.status === 'ATIVO' || current.memberIds.has(entry.membro_id));
    if (!allowed) return fail(`membros_escalados.${index}.membro_id`, 'member_not_in_ministry');
    const target = scheduled.get(member.id) ?? {
      member_id: member.id,
      user_id: member.user_id,
      functions: [],
    };
    scheduled.set(member.id, target);
    const functionId = entry.funcao_id ?? null;
    if (functionId === null || target.functions.some((fn) => fn.function_id === functionId)) return;
    const held =
      member.functions.find((fn) => fn.function_id === functionId) ??
      current.functions.get(`${member.id}:${functionId}`);
    if (!held) return fail(`membros_escalados.${index}.funcao_id`, 'function_not_held');
    target.functions.push({
      function_id: functionId,
      nome: held.nome,
      icone: held.icone,
      observacao: entry.observacao,
    });
  });

  const leaderId = body.responsavel_id ?? null;
  if (leaderId !== null && leaderId !== current.responsavelId) {
    if (memberById.get(leaderId)?.status !== 'ATIVO') fail('responsavel_id', 'leader_not_active');
  }

  body.itens?.forEach((item, index) => {
    const id = item.responsavel_id ?? null;
    if (id === null || current.itemLeaderIds.has(id)) return;
    if (memberById.get(id)?.status !== 'ATIVO')
      fail(`itens.${index}.responsavel_id`, 'member_not_in_ministry');
  });
  const ministryFunctions = new Set(inputs.functions.map((fn) => fn.id));
  body.vagas?.forEach((slot, index) => {
    if (!ministryFunctions.has(slot.funcao_id))
      fail(`vagas.${index}.funcao_id`, 'function_not_in_ministry');
  });
  if (Object.keys(errors).length)
    return { refused: { error: 'validation_error', params: {}, extra: { errors } } };

  const covering = inputs.unavailable.filter((row) => scheduled.has(row.member_id));
  if (covering.length) {
    const unavailable: Record<string, string[]> = {};
    body.membros_escalados.forEach((entry, index) => {
      for (const found of covering.filter((row) => row.member_id === entry.membro_id))
        (unavailable[`membros_escalados.${index}.membro_id`] ??= []).push(
          texts.message('member_unavailable_entry', {
            name: found.nome,
            start: formatCalendarDay(found.data_inicio, texts.locale),
            end: formatCalendarDay(found.data_fim, texts.locale),
            reason: found.justificativa,
          }),
        );
    });
    return {
      refused: {
        error: 'members_unavailable',
        params: { names: [...new Set(covering.map((row) => row.nome))].join(', ') },
        extra: {
          errors: unavailable,
          membros_indisponiveis: covering.map(presentUnavailableMember),
        },
      },
    };
  }

  const placed = placeServiceItems(
    body.musicas_escaladas.map((entry, index) => ({ entry, rank: entry.ordem ?? index + 1 })),
    (body.itens ?? []).map((entry) => ({ entry, rank: entry.ordem })),
  );
  return {
    plan: {
      values: {
        titulo: body.titulo,
        data: body.data,
        horario: body.horario,
        local: body.local,
        observacoes: body.observacoes,
        publicada: body.publicada,
        finalizada: body.finalizada,
        responsavel_id: leaderId,
      },
      songs: placed.songs.map((entry, index) => ({
        song_id: entry.musica_id,
        ordem: index + 1,
        tom_alterado: entry.tom_alterado ?? null,
      })),
      members: [...scheduled.values()],
      items:
        body.itens &&
        placed.items.map((item) => ({
          tipo: item.tipo,
          titulo: item.titulo,
          duracao_minutos: item.duracao_minutos,
          observacoes: item.observacoes,
          responsavel_id: item.responsavel_id ?? null,
          apos_musicas: item.apos_musicas,
          ordem: item.ordem,
        })),
      slots: body.vagas?.map((slot, index) => ({
        function_id: slot.funcao_id,
        quantidade: slot.quantidade,
        ordem: index + 1,
      })),
    },
  };
}
