import type { MembersRepository } from './members-repository';
import type { SongsRepository } from './songs-repository';

/**
 * Counts behind a ministry's home page. Schedules have no table yet (issue 6 adds it and
 * its counts here); until then a ministry has none.
 */
export function createStatisticsRepository(members: MembersRepository, songs: SongsRepository) {
  return {
    activeMembers: (ministryId: number) => members.countActive(ministryId),
    songs: (ministryId: number) => songs.count(ministryId),
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
