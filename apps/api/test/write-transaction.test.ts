import { describe, expect, it, vi } from 'vitest';
import { createWrite, LockOrderError, WRITE_ATTEMPTS } from '../src/db/write-transaction';
import { HttpError } from '../src/errors/http-error';
import { buildTestApp } from './helper';
import { ownerWithMinistry } from './song-fixtures';

/** What PostgreSQL's driver throws when the server picks a transaction as a deadlock victim. */
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('write()', () => {
  it('refuses locks taken out of the API order (docs/architecture.md), on both databases', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const other = await ownerWithMinistry(app, 'other');
    const write = createWrite(app.db, app.dbKind);

    // Accounts, then ministries, each ascending: fine.
    await write(async (_trx, locks) => {
      await locks.users([other.owner.id, owner.id], 'keep');
      await locks.ministry(ministry.id);
      await locks.ministry(other.ministry.id);
    });
    // An account after a ministry, or a lower ministry after a higher one: refused.
    await expect(
      write(async (_trx, locks) => {
        await locks.ministry(ministry.id);
        await locks.users([owner.id], 'keep');
      }),
    ).rejects.toBeInstanceOf(LockOrderError);
    await expect(
      write(async (_trx, locks) => {
        await locks.ministry(other.ministry.id);
        await locks.ministry(ministry.id);
      }),
    ).rejects.toBeInstanceOf(LockOrderError);
  });

  it('runs a transaction the database picked as a deadlock victim again', async () => {
    const app = await buildTestApp();
    const write = createWrite(app.db, app.dbKind);
    let runs = 0;
    const result = await write(async () => {
      runs += 1;
      if (runs < WRITE_ATTEMPTS) throw deadlock();
      return 'written';
    });
    expect({ result, runs }).toEqual({ result: 'written', runs: WRITE_ATTEMPTS });
  });

  it('answers 409 write_conflict once its attempts are spent, never the database error', async () => {
    const app = await buildTestApp();
    const write = createWrite(app.db, app.dbKind);
    let runs = 0;
    const failure = await write(async () => {
      runs += 1;
      throw deadlock();
    }).catch((error: unknown) => error);
    expect(runs).toBe(WRITE_ATTEMPTS);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ statusCode: 409, code: 'write_conflict' });
  });
});

describe('the error handler', () => {
  it('answers a deadlock that escaped write() with a translated 409, and a busy SQLite file with 503', async () => {
    const app = await buildTestApp();
    const subscribe = (locale: string) =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'accept-language': locale },
        payload: { email: 'ana@example.com' },
      });
    vi.spyOn(app.repos.newsletter, 'subscribe').mockRejectedValueOnce(deadlock());
    const conflict = await subscribe('pt-BR');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      error: 'write_conflict',
      message:
        'Outra alteração foi feita ao mesmo tempo e esta não pôde ser concluída. Tente novamente.',
    });

    vi.spyOn(app.repos.newsletter, 'subscribe').mockRejectedValueOnce(
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    );
    const busy = await subscribe('en-US');
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({
      error: 'database_busy',
      message: 'The server is busy right now. Please try again in a moment.',
    });
  });
});
