import { describe, expect, it, vi } from 'vitest';
import { rememberStanding, takeRememberedStanding } from '../src/ministries/remembered-standing';
import { ministry } from './access-fakes';
import { buildTestApp } from './helper';
import { deactivate, type SignedIn } from './ministry-fixtures';
import { createSchedule, scheduleFixture, sundayService } from './schedule-fixtures';
import { activeMember, call, createSong, ownerWithMinistry, person } from './song-fixtures';

/*
 * A request that names its ministry (`?ministerio_id=`, `/ministerios/:id…`) reads its caller
 * and its standing there in one query, and the route's access check takes the standing from
 * it; one that names a schedule (`/escalas/:id…`) reads the schedule first, for its ministry.
 * The permission matrix holds every route to the same answers as before.
 */

async function spiedApp() {
  const app = await buildTestApp();
  const { owner, ministry: own } = await ownerWithMinistry(app);
  const reads = {
    caller: vi.spyOn(app.repos.users, 'findSignedIn'),
    standing: vi.spyOn(app.repos.ministries, 'withMembership'),
    both: vi.spyOn(app.repos.ministries, 'callerWithMembership'),
  };
  const counted = async (url: string, user = owner) => {
    for (const spy of Object.values(reads)) spy.mockClear();
    const response = await call(app, user, { method: 'GET', url });
    return {
      status: response.statusCode,
      caller: reads.caller.mock.calls.length,
      standing: reads.standing.mock.calls.length,
      both: reads.both.mock.calls.length,
    };
  };
  return { app, owner, ministry: own, counted };
}

describe('the standing read with the caller', () => {
  it('serves a route naming its ministry with one query, in the query or the path', async () => {
    const { ministry: own, counted } = await spiedApp();
    const once = { status: 200, caller: 0, standing: 0, both: 1 };
    expect(await counted(`/api/ministerios/${own.id}`)).toEqual(once);
    expect(await counted(`/api/ministerios/${own.id}/estatisticas`)).toEqual(once);
    expect(await counted(`/api/escalas?ministerio_id=${own.id}`)).toEqual(once);
    expect(await counted(`/api/musicas?ministerio_id=${own.id}`)).toEqual(once);
  });

  it('reads both apart where the request names no ministry, or names it another way', async () => {
    const { app, owner, ministry: own, counted } = await spiedApp();
    const song = await createSong(app, owner, own.id, { nome: 'Santo' });
    expect(await counted('/api/usuario')).toEqual({ status: 200, caller: 1, standing: 0, both: 0 });
    // A song's ministry is known once the song is read.
    expect(await counted(`/api/musicas/${song.id}`)).toEqual({
      status: 200,
      caller: 1,
      standing: 1,
      both: 0,
    });
    // Not an id: the route's validation answers, as before.
    expect(await counted('/api/escalas?ministerio_id=abc')).toMatchObject({ status: 400, both: 0 });
  });

  it('serves a route naming a schedule with its row and then the standing, for every caller', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const schedule = await createSchedule(app, f.people.owner, sundayService(f));
    const reads = {
      schedule: vi.spyOn(app.repos.schedules, 'findById'),
      caller: vi.spyOn(app.repos.users, 'findSignedIn'),
      standing: vi.spyOn(app.repos.ministries, 'withMembership'),
      both: vi.spyOn(app.repos.ministries, 'callerWithMembership'),
    };
    const counted = async (user: SignedIn, method: 'GET' | 'POST', url: string) => {
      for (const spy of Object.values(reads)) spy.mockClear();
      const response = await call(app, user, { method, url });
      return {
        status: response.statusCode,
        ...Object.fromEntries(
          Object.entries(reads).map(([name, spy]) => [name, spy.mock.calls.length]),
        ),
      };
    };
    const once = { schedule: 1, caller: 0, standing: 0, both: 1 };
    expect(await counted(f.people.ana, 'GET', `/api/escalas/${schedule.id}`)).toEqual({
      status: 200,
      ...once,
    });
    expect(
      await counted(f.people.ana, 'POST', `/api/escalas/${schedule.id}/confirmar`),
    ).toMatchObject({ status: 200, caller: 0, standing: 0, both: 1 });
    // Someone of another ministry: not found, as before, with the same reads.
    expect(await counted(f.other.owner, 'GET', `/api/escalas/${schedule.id}`)).toEqual({
      status: 404,
      ...once,
    });
    // No such schedule: the caller alone, and the route's own lookup answers 404.
    expect(await counted(f.people.ana, 'GET', '/api/escalas/999999')).toEqual({
      status: 404,
      schedule: 2,
      caller: 1,
      standing: 0,
      both: 0,
    });
  });

  it('answers as the route always did: 404 to an outsider, 403 to a pending member, 401 to an unknown caller', async () => {
    const { app, owner, ministry: own, counted } = await spiedApp();
    const outsider = await person(app, 'outsider');
    expect(await counted(`/api/ministerios/${own.id}/estatisticas`, outsider)).toMatchObject({
      status: 404,
      both: 1,
    });
    expect(await counted(`/api/ministerios/999999/estatisticas`)).toMatchObject({
      status: 404,
      both: 1,
    });
    const member = await activeMember(app, owner, own, 'member');
    const memberId = (await app.repos.members.find(own.id, member.id))!.id;
    await deactivate(app, owner, memberId);
    expect(await counted(`/api/escalas?ministerio_id=${own.id}`, member)).toMatchObject({
      status: 404,
    });
    await app.db.deleteFrom('users').where('id', '=', outsider.id).execute();
    const gone = await call(app, outsider, {
      method: 'GET',
      url: `/api/ministerios/${own.id}/estatisticas`,
    });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ error: 'invalid_token' });
  });
});

describe('takeRememberedStanding', () => {
  it('gives the standing once, and only for the ministry it was read for', () => {
    const caller = { id: 7 };
    const standing = { ministry: ministry(3, 7), membership: undefined };
    rememberStanding(caller, 3, standing);
    expect(takeRememberedStanding(caller, 4)).toBeUndefined();
    expect(takeRememberedStanding({ id: 7 }, 3)).toBeUndefined();
    expect(takeRememberedStanding(caller, 3)).toEqual({ ministryId: 3, standing });
    expect(takeRememberedStanding(caller, 3)).toBeUndefined();
  });
});
