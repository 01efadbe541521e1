import { type Kysely, sql, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Whether a schedule counts: published or finished. A draft may still change or be dropped,
 * so it says nothing about who served or what was played (reports, statistics) and members
 * do not see it. The partial index `schedules_counted` (migration 0007) holds exactly these
 * rows; the condition is written with literals so that even a plan made before the values
 * are known (a PostgreSQL prepared statement's generic plan) can use it.
 */
export const isCounted = sql<SqlBool>`(${sql.ref('s.publicada')} = 1 or ${sql.ref('s.finalizada')} = 1)`;

/** A ministry's schedules that count, as `s`. */
export function countedSchedules(db: Kysely<Database>, ministryId: number) {
  return db.selectFrom('schedules as s').where('s.ministry_id', '=', ministryId).where(isCounted);
}
