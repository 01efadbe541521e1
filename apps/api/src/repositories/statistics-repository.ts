import { type Kysely, sql } from 'kysely';
import { type Count, toCount } from '../db/count';
import { preparedQuery } from '../db/prepared-query';
import type { Database } from '../db/schema';
import type { MembersRepository } from './members-repository';
import { countedSchedules } from './counted-schedules';

// 'yyyy-MM-dd' text: its first 7 characters are its month, on both databases.
const month = sql<string>`substr(${sql.ref('s.data')}, 1, 7)`;

/**
 * Counts behind a ministry's home page. Schedules count as the reports count them:
 * published or finished, never drafts. The songs are the ministry's `song_count`, which the
 * caller's access check has just read. Every ministry home asks for them, so the counts of
 * schedules are compiled once (prepared-query.ts).
 */
export function createStatisticsRepository(db: Kysely<Database>, members: MembersRepository) {
  const scheduleCount = preparedQuery(db, 1, (ministryId: number) =>
    countedSchedules(db, ministryId).select((eb) => eb.fn.countAll<Count>().as('total')),
  );
  const perMonth = preparedQuery(db, 3, (ministryId: number, inicio: string, fim: string) =>
    countedSchedules(db, ministryId)
      .where('s.data', '>=', inicio)
      .where('s.data', '<=', fim)
      .select((eb) => [month.as('month'), eb.fn.countAll<Count>().as('total')])
      .groupBy(month),
  );

  return {
    activeMembers: (ministryId: number) => members.countActive(ministryId),

    async schedules(ministryId: number) {
      const [row] = await scheduleCount(ministryId);
      return toCount(row?.total);
    },

    /** Schedules per month ('yyyy-MM') dated from inicio to fim ('yyyy-MM-dd', included). */
    async schedulesPerMonth(
      ministryId: number,
      inicio: string,
      fim: string,
    ): Promise<Map<string, number>> {
      const rows = await perMonth(ministryId, inicio, fim);
      return new Map(rows.map((row) => [row.month, toCount(row.total)]));
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
