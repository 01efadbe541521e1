import {
  checkScheduleSave,
  type CurrentLists,
  type saveScheduleRequestSchema,
} from '@levita/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { message, type ServerLocale } from '../i18n/messages';
import type { FunctionsRepository } from '../repositories/functions-repository';
import type { MembersRepository } from '../repositories/members-repository';
import type { PlannedSave } from '../repositories/schedules-repository';
import type { SongsRepository } from '../repositories/songs-repository';
import type { UnavailabilitiesRepository } from '../repositories/unavailabilities-repository';

type SaveRequest = z.output<typeof saveScheduleRequestSchema>;

/** What a save is checked against: the ministry's songs, members, functions and unavailability. */
export interface SaveSources {
  songs: Pick<SongsRepository, 'ofMinistry'>;
  functions: Pick<FunctionsRepository, 'idsOfMinistry'>;
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
  functions: {
    idsOfMinistry: (ministryId, ids) => repos.functions.idsOfMinistry(ministryId, ids, trx),
  },
  members: {
    ofMinistryWithFunctions: (ministryId, ids) =>
      repos.members.ofMinistryWithFunctions(ministryId, ids, trx),
  },
  unavailabilities: {
    coveringDate: (ministryId, date, memberIds) =>
      repos.unavailabilities.coveringDate(ministryId, date, memberIds, trx),
  },
});

/**
 * Checks a create or edit against the ministry's data with the rule the mock API applies too
 * (@levita/contracts `checkScheduleSave`): what it reads here, in `repos` (the save's
 * transaction), is what it decides on. Refusals are 400 with an `errors` map keyed by the
 * field, like the contracts' own.
 */
export async function prepareSave(
  repos: SaveSources,
  ministryId: number,
  body: SaveRequest,
  current: CurrentLists,
  locale: ServerLocale,
): Promise<PlannedSave> {
  const memberIds = [...new Set(body.membros_escalados.map((entry) => entry.membro_id))];
  // The leader and the parts' responsible members are checked as members are.
  const named = new Set([
    ...memberIds,
    ...(body.responsavel_id ? [body.responsavel_id] : []),
    ...(body.itens ?? []).flatMap((item) => item.responsavel_id ?? []),
  ]);
  const [songs, members, functions, unavailable] = await Promise.all([
    repos.songs.ofMinistry(
      ministryId,
      body.musicas_escaladas.map((entry) => entry.musica_id),
    ),
    repos.members.ofMinistryWithFunctions(ministryId, [...named]),
    repos.functions.idsOfMinistry(
      ministryId,
      (body.vagas ?? []).map((slot) => slot.funcao_id),
    ),
    repos.unavailabilities.coveringDate(ministryId, body.data, memberIds),
  ]);
  const checked = checkScheduleSave(body, { songs, members, functions, unavailable }, current, {
    locale,
    message: (key, params) => message(locale, key, params),
  });
  if (!checked.refused) return checked.plan;
  const { error, params, extra } = checked.refused;
  throw new HttpError(400, error, error, params, extra);
}
