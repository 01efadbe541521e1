import type {
  ApiErrorBody,
  MemberFunction,
  MemberUnavailabilities,
  Ministry,
  MinistryFunction,
  ScheduleDetail,
  Song,
} from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { multipart, type SignedIn } from './ministry-fixtures';
import {
  assignFunction,
  atSundayNight,
  createSchedule,
  markUnavailable,
  scheduleFixture,
  sundayService,
  type ScheduleFixture,
} from './schedule-fixtures';
import { call } from './song-fixtures';

/*
 * Optimistic concurrency (docs/architecture.md "Locks and versions"): every record two people
 * edit answers its version, an edit made from an older one is refused with 409 stale_version
 * and changes nothing, and every change raises it.
 */

atSundayNight();

const json = <T>(response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

interface Versioned {
  /** The record as its screen reads it. */
  read: () => Promise<{ versao: number }>;
  /** The edit its screen sends, made from `versao` (none: a script's unconditional edit). */
  edit: (versao?: number) => Promise<{ statusCode: number; body: string; json: () => unknown }>;
}

/** One record of each kind, by the name a test reports it under. */
async function records(
  app: FastifyInstance,
  f: ScheduleFixture,
): Promise<Record<string, Versioned>> {
  const owner = f.people.owner;
  const ana = f.people.ana;
  const get = <T>(user: SignedIn, url: string) =>
    call(app, user, { method: 'GET', url }).then((r) => json<T>(r));
  const put = (user: SignedIn, url: string, payload: object) =>
    call(app, user, { method: 'PUT', url, payload });

  const schedule = await createSchedule(app, owner, sundayService(f));
  const song = f.songs[0]!;
  const fn = f.functions.violao;
  const assignmentOf = async () =>
    (await get<MemberFunction[]>(owner, `/api/membros/${f.ids.bruno}/funcoes`))[0]!;
  await markUnavailable(app, f.ids.ana, '2026-12-24', '2026-12-26', 'Natal com a família');
  const unavailability = async () =>
    (await get<MemberUnavailabilities>(ana, `/api/indisponibilidades/membros/${f.ids.ana}`))
      .indisponibilidades[0]!;
  const { id: unavailabilityId } = await unavailability();
  const { id: assignmentId } = await assignmentOf();

  return {
    schedule: {
      read: () => get<ScheduleDetail>(owner, `/api/escalas/${schedule.id}`),
      edit: (versao) =>
        put(owner, `/api/escalas/${schedule.id}`, {
          ...sundayService(f, { titulo: `Culto ${Math.random()}` }),
          versao,
        }),
    },
    song: {
      read: () => get<Song>(owner, `/api/musicas/${song.id}`),
      edit: (versao) => put(owner, `/api/musicas/${song.id}`, { bpm: 60 + (versao ?? 0), versao }),
    },
    'ministry settings': {
      read: () => get<Ministry>(owner, `/api/ministerios/${f.ministry.id}`),
      edit: (versao) =>
        put(owner, `/api/ministerios/${f.ministry.id}`, {
          nome: `Louvor ${versao ?? 'x'}`,
          versao,
        }),
    },
    'ministry settings with a logo form': {
      read: () => get<Ministry>(owner, `/api/ministerios/${f.ministry.id}`),
      edit: async (versao) => {
        const form = await multipart({
          nome: `Louvor form ${versao ?? 'x'}`,
          ...(versao === undefined ? {} : { versao: String(versao) }),
        });
        return app.inject({
          method: 'PUT',
          url: `/api/ministerios/${f.ministry.id}`,
          headers: { authorization: `Bearer ${owner.token}`, ...form.headers },
          payload: form.payload,
        });
      },
    },
    function: {
      read: async () =>
        (await get<MinistryFunction[]>(owner, `/api/ministerios/${f.ministry.id}/funcoes`)).find(
          (entry) => entry.id === fn.id,
        )!,
      edit: (versao) =>
        put(owner, `/api/funcoes/${fn.id}`, { descricao: `Base ${versao ?? 'x'}`, versao }),
    },
    "member's function": {
      read: assignmentOf,
      edit: (versao) =>
        put(owner, `/api/membro-funcoes/${assignmentId}`, {
          observacoes: `Obs ${versao ?? 'x'}`,
          versao,
        }),
    },
    unavailability: {
      read: unavailability,
      edit: (versao) =>
        put(ana, `/api/indisponibilidades/${unavailabilityId}`, {
          data_inicio: '2026-12-24',
          data_fim: '2026-12-27',
          justificativa: `Natal ${versao ?? 'x'}`,
          versao,
        }),
    },
  };
}

describe('record versions', () => {
  it('refuse an edit made from an older version of each record, changing nothing', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    for (const [name, record] of Object.entries(await records(app, f))) {
      const first = await record.read();
      expect(first.versao, name).toBeGreaterThanOrEqual(1);

      // Someone else saves first, from the same read.
      const theirs = await record.edit(first.versao);
      expect(theirs.statusCode, `${name}: ${theirs.body}`).toBe(200);
      const current = await record.read();
      expect(current.versao, name).toBe(first.versao + 1);

      const mine = await record.edit(first.versao);
      expect(mine.statusCode, `${name}: ${mine.body}`).toBe(409);
      expect(mine.json() as ApiErrorBody, name).toMatchObject({
        error: 'stale_version',
        message: expect.stringContaining('Alguém alterou'),
      });
      expect(await record.read(), name).toEqual(current);

      // Reloaded, the edit goes through; without a version it applies to whatever is there.
      expect((await record.edit(current.versao)).statusCode, name).toBe(200);
      expect((await record.edit()).statusCode, name).toBe(200);
      expect((await record.read()).versao, name).toBe(current.versao + 2);
    }
  });

  it("move a schedule's version on with every answer and swap, so a save from before is stale", async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const schedule = await createSchedule(app, f.people.owner, sundayService(f));
    const versionOf = async () => (await app.repos.schedules.findById(schedule.id))!.versao;
    const post = (user: SignedIn, action: string, payload?: object) =>
      call(app, user, { method: 'POST', url: `/api/escalas/${schedule.id}/${action}`, payload });

    const read = await versionOf();
    expect((await post(f.people.bruno, 'confirmar')).statusCode).toBe(200);
    expect(await versionOf()).toBe(read + 1);
    // Confirming again changes nothing, and leaves the version where it is.
    expect((await post(f.people.bruno, 'confirmar')).statusCode).toBe(200);
    expect(await versionOf()).toBe(read + 1);
    expect((await post(f.people.ana, 'recusar', { motivo: 'Viagem' })).statusCode).toBe(200);
    expect(await versionOf()).toBe(read + 2);

    const stale = await call(app, f.people.owner, {
      method: 'PUT',
      url: `/api/escalas/${schedule.id}`,
      payload: { ...sundayService(f), versao: read },
    });
    expect(stale.statusCode).toBe(409);

    await assignFunction(app, f.ids.admin, f.functions.violao.id);
    const swapped = await post(f.people.owner, 'substituir', {
      membro_id: f.ids.ana,
      funcao_id: f.functions.violao.id,
      substituto_id: f.ids.admin,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json<ScheduleDetail>().versao).toBe(read + 3);
  });

  it("move a ministry's on with a transfer, and a demoted principal function's with the new one", async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const ministryVersion = async () =>
      (await app.repos.ministries.findById(f.ministry.id))!.versao;
    const before = await ministryVersion();
    const transfer = await call(app, f.people.owner, {
      method: 'POST',
      url: `/api/ministerios/${f.ministry.id}/transferir`,
      payload: { membro_id: f.ids.admin },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(await ministryVersion()).toBe(before + 1);

    const assign = (funcao_id: number, principal: boolean) =>
      call(app, f.people.admin, {
        method: 'POST',
        url: `/api/membros/${f.ids.bruno}/funcoes`,
        payload: { funcao_id, principal },
      }).then((response) => {
        expect(response.statusCode, response.body).toBe(201);
        return response.json<MemberFunction>();
      });
    const first = await assign(f.functions.vocal.id, true);
    await assign(f.functions.violao.id, true);
    const demoted = await app.db
      .selectFrom('member_functions')
      .select(['principal', 'versao'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(demoted).toEqual({ principal: 0, versao: first.versao + 1 });
  });
});
