import { countingScheduleFlags } from '@levita/contracts';
import { type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether a schedule counts, as the contracts' isCountedSchedule decides it (any of
 * countingScheduleFlags set), written in SQL. The partial index `schedules_counted`
 * (migration 0007) holds exactly these rows; the condition is written with literals so that
 * even a plan made before the values are known (a PostgreSQL prepared statement's generic
 * plan) can use it.
 */
export const isCounted = sql<SqlBool>`(${sql.join(
  countingScheduleFlags.map((flag) => sql`${sql.ref(`s.${flag}`)} = 1`),
  sql` or `,
)})`;

/** A ministry's schedules that count, as `s`. */
export function countedSchedules(db: Kysely<Database>, ministryId: number) {
  return db.selectFrom('schedules as s').where('s.ministry_id', '=', ministryId).where(isCounted);
}
