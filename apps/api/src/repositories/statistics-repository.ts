import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { MembersRepository } from './members-repository';
import { countedSchedules } from './counted-schedules';

/**
 * Counts behind a ministry's home page. Schedules count as the reports count them:
 * published or finished, never drafts. The songs are the ministry's `song_count`, which the
 * caller's access check has just read.
 */
export function createStatisticsRepository(db: Kysely<Database>, members: MembersRepository) {
  return {
    activeMembers: (ministryId: number) => members.countActive(ministryId),

    async schedules(ministryId: number) {
      const row = await countedSchedules(db, ministryId)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Schedules per month ('yyyy-MM') dated from inicio to fim ('yyyy-MM-dd', included). */
    async schedulesPerMonth(
      ministryId: number,
      inicio: string,
      fim: string,
    ): Promise<Map<string, number>> {
      // 'yyyy-MM-dd' text: its first 7 characters are its month, on both databases.
      const month = sql<string>`substr(${sql.ref('s.data')}, 1, 7)`;
      const rows = await countedSchedules(db, ministryId)
        .where('s.data', '>=', inicio)
        .where('s.data', '<=', fim)
        .select((eb) => [month.as('month'), eb.fn.countAll<number | string>().as('total')])
        .groupBy(month)
        .execute();
      return new Map(rows.map((row) => [row.month, Number(row.total)]));
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
