import { type CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countedSchedules } from '../src/repositories/counted-schedules';
import { buildTestApp, testDatabaseUrl } from './helper';

/**
 * The home's counts read the partial index of counted schedules (migration 0007). A planner
 * uses a partial index only when it can prove the query wants no row outside it: a condition
 * changed on either side would read every schedule again, with no other sign of it.
 */
describe.skipIf(testDatabaseUrl)('counted schedules on SQLite', () => {
  it('are counted, and counted by month, from the index of counted schedules', async () => {
    const app = await buildTestApp();
    const plan = async (query: CompiledQuery) => {
      const { rows } = await app.db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      return rows.map((row) => row.detail).join('; ');
    };
    const total = countedSchedules(app.db, 1).select((eb) => eb.fn.countAll().as('total'));
    const month = sql<string>`substr(${sql.ref('s.data')}, 1, 7)`;
    const perMonth = countedSchedules(app.db, 1)
      .where('s.data', '>=', '2026-06-01')
      .where('s.data', '<=', '2026-11-30')
      .select((eb) => [month.as('month'), eb.fn.countAll().as('total')])
      .groupBy(month);
    expect(await plan(total.compile())).toContain('schedules_counted');
    expect(await plan(perMonth.compile())).toContain('schedules_counted');
  });
});
