import { type CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isCountedSchedule } from '@levita/contracts';
import { countedSchedules } from '../src/repositories/counted-schedules';
import { signedIn } from './accounts-fixtures';
import { buildTestApp, testDatabaseUrl } from './helper';
import { createMinistry } from './ministry-fixtures';
import { insertSchedule } from './report-fixtures';

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

describe('counted schedules', () => {
  it('are the rows the shared rule counts, flag by flag', async () => {
    const app = await buildTestApp();
    const owner = await signedIn(app);
    const ministry = await createMinistry(app, owner);
    const flags = [
      { publicada: false, finalizada: false },
      { publicada: true, finalizada: false },
      { publicada: false, finalizada: true },
      { publicada: true, finalizada: true },
    ];
    const ids = [];
    for (const [index, flag] of flags.entries())
      ids.push(
        await insertSchedule(app, ministry.id, {
          titulo: `Culto ${index}`,
          data: '2026-11-29',
          horario: '19:00',
          ...flag,
        }),
      );

    const counted = await countedSchedules(app.db, ministry.id)
      .select('s.id')
      .orderBy('s.id')
      .execute();

    expect(counted.map((row) => row.id)).toEqual(
      ids.filter((_, index) => isCountedSchedule(flags[index]!)),
    );
    expect(counted).toHaveLength(3);
  });
});
