import type { FastifyInstance } from 'fastify';
import type { CompiledQuery } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, testDatabaseKind } from './helper';
import { deactivate } from './ministry-fixtures';
import { activeMember, call, ownerWithMinistry, person } from './song-fixtures';

/*
 * The requests that arrive together have their callers and standings read together
 * (ministries-repository `callerBatches`): one query on PostgreSQL. Each still gets its own
 * answer, and nothing is kept from one batch to the next.
 */

/** The queries that read a batch of callers, counted. */
function batchQueries(app: FastifyInstance) {
  const executed = vi.spyOn(app.db, 'executeQuery');
  return () =>
    executed.mock.calls.filter(([query]) => (query as CompiledQuery).sql.includes('unnest('))
      .length;
}

const statistics = (ministryId: number) => ({
  method: 'GET' as const,
  url: `/api/ministerios/${ministryId}/estatisticas`,
});

describe('callers read together', () => {
  it('answer each request that arrived together as if it came alone', async () => {
    const app = await buildTestApp();
    const a = await ownerWithMinistry(app, 'a');
    const b = await ownerWithMinistry(app, 'b');
    const gone = await person(app, 'gone');
    await app.db.deleteFrom('users').where('id', '=', gone.id).execute();
    const counted = batchQueries(app);

    const answers = await Promise.all([
      call(app, a.owner, statistics(a.ministry.id)),
      call(app, b.owner, statistics(a.ministry.id)),
      call(app, b.owner, statistics(b.ministry.id)),
      call(app, a.owner, statistics(999_999)),
      call(app, gone, statistics(a.ministry.id)),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 200, 404, 401]);
    expect(answers[4]!.json()).toMatchObject({ error: 'invalid_token' });
    // On PostgreSQL the five callers were one query; SQLite reads each directly.
    expect(counted()).toBe(testDatabaseKind === 'postgres' ? 1 : 0);
  });

  it('read every batch afresh: a deactivation shows on the next request', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const member = await activeMember(app, owner, ministry, 'member');
    expect((await call(app, member, statistics(ministry.id))).statusCode).toBe(200);
    const memberId = (await app.repos.members.find(ministry.id, member.id))!.id;
    await deactivate(app, owner, memberId);
    const [after, owners] = await Promise.all([
      call(app, member, statistics(ministry.id)),
      call(app, owner, statistics(ministry.id)),
    ]);
    expect(after.statusCode).toBe(404);
    expect(owners.statusCode).toBe(200);
  });
});
