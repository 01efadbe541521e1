import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { requestAccess } from './ministry-fixtures';
import { call, ownerWithMinistry, person } from './song-fixtures';

/**
 * Holds each call after its access check until `count` calls have passed theirs: every call
 * then acts on the status they all read, as requests arriving together over the network do.
 */
function holdAccessChecks(app: FastifyInstance, count: number) {
  const check = app.access.member.bind(app.access);
  let arrived = 0;
  let releaseAll!: () => void;
  const allArrived = new Promise<void>((resolve) => (releaseAll = resolve));
  app.access.member = async (...args: Parameters<typeof check>) => {
    const granted = await check(...args);
    if (++arrived === count) releaseAll();
    await allArrived;
    return granted;
  };
}

async function pendingRequest(callsAtOnce: number) {
  const app = await buildTestApp();
  const { owner, ministry } = await ownerWithMinistry(app);
  const memberId = await requestAccess(app, await person(app, 'ana'), ministry);
  const approve = () =>
    call(app, owner, {
      method: 'PUT',
      url: `/api/membros/${memberId}`,
      payload: { status: 'ATIVO' },
    });
  const reject = () => call(app, owner, { method: 'DELETE', url: `/api/membros/${memberId}` });
  holdAccessChecks(app, callsAtOnce);
  const row = () =>
    app.db.selectFrom('members').select('status').where('id', '=', memberId).executeTakeFirst();
  return { approve, reject, row };
}

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

// Once, six approvals of one request all answered 200 on PostgreSQL, and an approval racing a
// rejection both did. A transition applies once; the calls that lost answer 409.
describe('membership transitions sent at once', () => {
  it('approves a request once when six approvals arrive together', async () => {
    const { approve, row } = await pendingRequest(6);
    const answers = await Promise.all(Array.from({ length: 6 }, approve));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      error: 'invalid_transition',
    });
    expect(await row()).toEqual({ status: 'ATIVO' });
  });

  it('applies either the approval or the rejection of one request, never both', async () => {
    const { approve, reject, row } = await pendingRequest(2);
    const [approved, rejected] = await Promise.all([approve(), reject()]);
    const outcome = {
      approve: approved.statusCode,
      reject: rejected.statusCode,
      row: await row(),
    };
    expect([
      { approve: 200, reject: 409, row: { status: 'ATIVO' } },
      { approve: 409, reject: 200, row: undefined },
    ]).toContainEqual(outcome);
  });
});
