import {
  formatCalendarDay,
  presentUnavailableMember,
  type saveScheduleRequestSchema,
} from '@levita/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { message, type MessageKey, type ServerLocale } from '../i18n/messages';
import type { MembersRepository } from '../repositories/members-repository';
import type {
  PlannedSave,
  ScheduledMemberRow,
  ScheduleMemberValues,
  ScheduleRow,
} from '../repositories/schedules-repository';
import type { SongsRepository } from '../repositories/songs-repository';
import type { UnavailabilitiesRepository } from '../repositories/unavailabilities-repository';

type SaveRequest = z.output<typeof saveScheduleRequestSchema>;

/** What a save is checked against: the ministry's songs, members and unavailability. */
export interface SaveSources {
  songs: Pick<SongsRepository, 'ofMinistry'>;
  members: Pick<MembersRepository, 'ofMinistryWithFunctions'>;
  unavailabilities: Pick<UnavailabilitiesRepository, 'coveringDate'>;
}

/**
 * The same reads made in `trx`, the transaction of the save holding its locks: what the save
 * is checked against is what it writes over. (A read through the repositories' own handle
 * would wait for that transaction on SQLite's one connection, and see none of it on
 * PostgreSQL.)
 */
export const sourcesIn = (repos: SaveSources, trx: Kysely<Database>): SaveSources => ({
  songs: { ofMinistry: (ministryId, ids) => repos.songs.ofMinistry(ministryId, ids, trx) },
  members: {
    ofMinistryWithFunctions: (ministryId, ids) =>
      repos.members.ofMinistryWithFunctions(ministryId, ids, trx),
  },
  unavailabilities: {
    coveringDate: (ministryId, date, memberIds) =>
      repos.unavailabilities.coveringDate(ministryId, date, memberIds, trx),
  },
});

/** What a schedule holds before an edit: entries that may stay even if no longer allowed. */
export interface CurrentLists {
  songIds: Set<number>;
  memberIds: Set<number>;
  /** `${member}:${function}` pairs, with the name and icon the schedule shows. */
  functions: Map<string, { nome: string; icone: string }>;
  responsavelId: number | null;
}

export const emptyLists = (): CurrentLists => ({
  songIds: new Set(),
  memberIds: new Set(),
  functions: new Map(),
  responsavelId: null,
});

/**
 * Checks a create or edit against the ministry's data (part 2 §5): songs of this ministry's
 * repertoire, active members holding the functions they are given, an active leader, nobody
 * unavailable on the date. What a schedule already holds may stay when it no longer would be
 * allowed (a song deleted from the repertoire, a member deactivated, a function unassigned since),
 * so that an old schedule can still be edited and finished. Refusals are 400 with an `errors` map
 * keyed by the field, like the contracts' own.
 */
export async function prepareSave(
  repos: SaveSources,
  ministryId: number,
  body: SaveRequest,
  current: CurrentLists,
  locale: ServerLocale,
): Promise<PlannedSave> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, key: MessageKey) =>
    (errors[field] ??= []).push(message(locale, key));

  const songIds = body.musicas_escaladas.map((entry) => entry.musica_id);
  const memberIds = [...new Set(body.membros_escalados.map((entry) => entry.membro_id))];
  const leaderId = body.responsavel_id ?? null;
  const [songs, members] = await Promise.all([
    repos.songs.ofMinistry(ministryId, songIds),
    repos.members.ofMinistryWithFunctions(
      ministryId,
      leaderId === null ? memberIds : [...memberIds, leaderId],
    ),
  ]);
  const songById = new Map(songs.map((song) => [song.id, song]));
  const memberById = new Map(members.map((member) => [member.id, member]));

  const seenSongs = new Set<number>();
  body.musicas_escaladas.forEach((entry, index) => {
    const song = songById.get(entry.musica_id);
    const field = `musicas_escaladas.${index}.musica_id`;
    if (!song || (song.deleted_at && !current.songIds.has(song.id)))
      fail(field, 'song_not_in_ministry');
    else if (seenSongs.has(song.id)) fail(field, 'duplicate_song');
    seenSongs.add(entry.musica_id);
  });

  const scheduled = new Map<number, ScheduleMemberValues>();
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

  if (leaderId !== null && leaderId !== current.responsavelId) {
    if (memberById.get(leaderId)?.status !== 'ATIVO') fail('responsavel_id', 'leader_not_active');
  }
  if (Object.keys(errors).length)
    throw new HttpError(400, 'validation_error', 'validation_error', {}, { errors });

  await refuseUnavailable(repos, ministryId, body, locale);

  // Stable sort by the order sent (position when none), then 1..n without gaps.
  const ordered = body.musicas_escaladas
    .map((entry, index) => ({ entry, rank: entry.ordem ?? index + 1, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  return {
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
    songs: ordered.map(({ entry }, index) => ({
      song_id: entry.musica_id,
      ordem: index + 1,
      tom_alterado: entry.tom_alterado ?? null,
    })),
    members: [...scheduled.values()],
  };
}

/** 400 naming every scheduled member with an unavailability covering the date. */
async function refuseUnavailable(
  repos: SaveSources,
  ministryId: number,
  body: SaveRequest,
  locale: ServerLocale,
) {
  const memberIds = [...new Set(body.membros_escalados.map((entry) => entry.membro_id))];
  const covering = await repos.unavailabilities.coveringDate(ministryId, body.data, memberIds);
  if (!covering.length) return;
  const errors: Record<string, string[]> = {};
  body.membros_escalados.forEach((entry, index) => {
    for (const found of covering.filter((row) => row.member_id === entry.membro_id))
      (errors[`membros_escalados.${index}.membro_id`] ??= []).push(
        message(locale, 'member_unavailable_entry', {
          name: found.nome,
          start: formatCalendarDay(found.data_inicio, locale),
          end: formatCalendarDay(found.data_fim, locale),
          reason: found.justificativa,
        }),
      );
  });
  const names = [...new Set(covering.map((row) => row.nome))].join(', ');
  throw new HttpError(
    400,
    'members_unavailable',
    'members_unavailable',
    { names },
    {
      errors,
      membros_indisponiveis: covering.map(presentUnavailableMember),
    },
  );
}

/**
 * The lists of a schedule being edited, as prepareSave needs them: from its song ids and its
 * members as the save read them under its locks.
 */
export function currentListsOf(
  schedule: Pick<ScheduleRow, 'responsavel_id'>,
  songIds: readonly number[],
  members: readonly Pick<ScheduledMemberRow, 'member_id' | 'functions'>[],
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
  };
}
