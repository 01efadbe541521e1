import { type Kysely, sql, type SqlBool } from 'kysely';

/**
 * Indexes for the counts of the ministry home (docs/performance.md).
 *
 * - `members (ministry_id, status)`: the active members are counted from the index alone.
 * - `schedules (ministry_id, data)` holding only the schedules reports and statistics count
 *   (published or finished, as repositories/counted-schedules.ts says): the schedule total
 *   and the home's months read it instead of every schedule row, drafts included.
 */
export function homeIndexesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('members_ministry_status')
        .on('members')
        .columns(['ministry_id', 'status'])
        .execute();
      await db.schema
        .createIndex('schedules_counted')
        .on('schedules')
        .columns(['ministry_id', 'data'])
        .where(sql<SqlBool>`publicada = 1 or finalizada = 1`)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('schedules_counted').execute();
      await db.schema.dropIndex('members_ministry_status').execute();
    },
  };
}
