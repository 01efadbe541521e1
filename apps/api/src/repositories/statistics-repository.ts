import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MembersRepository } from './members-repository';

/**
 * Counts behind a ministry's home page. Songs and schedules have no tables yet (issues 5
 * and 6 add them and their counts here); until then a ministry has none of either.
 */
export function createStatisticsRepository(_db: Kysely<Database>, members: MembersRepository) {
  return {
    activeMembers: (ministryId: number) => members.countActive(ministryId),
    songs: async (_ministryId: number) => 0,
    schedules: async (_ministryId: number) => 0,
    /** Schedules per month ('YYYY-MM') from the first day of `from` up to `to`'s month. */
    schedulesPerMonth: async (
      _ministryId: number,
      _from: string,
      _to: string,
    ): Promise<Map<string, number>> => new Map(),
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
