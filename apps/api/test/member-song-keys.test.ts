import type { MemberSongKey, MySongKey, PersonalData, SongDetail } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { signedIn } from './accounts-fixtures';
import {
  approve,
  createMinistry,
  deactivate,
  requestAccess,
  type SignedIn,
} from './ministry-fixtures';
import { activeMember, call, createSong, ownerWithMinistry } from './song-fixtures';

/*
 * "Meu tom" (docs/songs.md): each active member saves the key they sing a song in; the song's
 * page shows theirs and every active member's, the schedule wizard asks for a setlist's. The
 * permission matrix holds who may call each endpoint and the parity test the mock API to the
 * same answers; here, what the keys are and where they go.
 */

const en = { 'accept-language': 'en-US' };

/** A ministry whose owner is Ana, with three active members and three songs. */
async function team(app: FastifyInstance) {
  const ana = await signedIn(app, { email: 'ana@example.com', nome: 'Ana' });
  const ministry = await createMinistry(app, ana, { nome: 'Louvor' });
  const member = async (email: string, nome: string) => {
    const user = await signedIn(app, { email, nome });
    await approve(app, ana, await requestAccess(app, user, ministry));
    return user;
  };
  const bruno = await member('bruno@example.com', 'Bruno');
  const erica = await member('erica@example.com', 'Érica');
  const carla = await member('carla@example.com', 'carla');
  const songs = [
    await createSong(app, ana, ministry.id, { nome: 'Oceanos', tom: 'D' }),
    await createSong(app, ana, ministry.id, { nome: 'Lugar Secreto', tom: 'G' }),
    await createSong(app, ana, ministry.id, { nome: 'Ousado Amor', tom: 'C' }),
  ];
  const memberId = async (user: SignedIn) =>
    (await app.repos.members.find(ministry.id, user.id))!.id;
  return {
    ministry,
    people: { ana, bruno, erica, carla },
    members: {
      ana: await memberId(ana),
      bruno: await memberId(bruno),
      erica: await memberId(erica),
      carla: await memberId(carla),
    },
    songs: songs.map((song) => song.id) as [number, number, number],
  };
}
type Team = Awaited<ReturnType<typeof team>>;

const myKeyUrl = (ministryId: number, songId: number) =>
  `/api/ministerios/${ministryId}/musicas/${songId}/meu-tom`;

const saveKey = (
  app: FastifyInstance,
  user: SignedIn,
  ministryId: number,
  songId: number,
  payload: object,
  headers: Record<string, string> = {},
) => call(app, user, { method: 'PUT', url: myKeyUrl(ministryId, songId), payload, headers });

async function saved(app: FastifyInstance, user: SignedIn, t: Team, songId: number, tom: string) {
  const response = await saveKey(app, user, t.ministry.id, songId, { tom });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MySongKey>();
}

async function detail(app: FastifyInstance, user: SignedIn, songId: number) {
  const response = await call(app, user, { method: 'GET', url: `/api/musicas/${songId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SongDetail>();
}

const keysUrl = (ministryId: number, query: string) =>
  `/api/ministerios/${ministryId}/tons-membros${query}`;

async function setlistKeys(app: FastifyInstance, user: SignedIn, t: Team, songIds: number[]) {
  const response = await call(app, user, {
    method: 'GET',
    url: keysUrl(t.ministry.id, `?musicas=${songIds.join(',')}`),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberSongKey[]>();
}

const storedKeys = (app: FastifyInstance) =>
  app.db
    .selectFrom('member_song_keys')
    .select(['member_id', 'song_id', 'tom'])
    .orderBy('id')
    .execute();

describe('saving one’s key of a song', () => {
  it('saves, replaces and clears the caller’s own key; the song shows it as meu_tom', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const [oceanos] = t.songs;

    expect(await saved(app, t.people.carla, t, oceanos, 'F#m')).toEqual({
      musica_id: oceanos,
      tom: 'F#m',
    });
    expect((await detail(app, t.people.carla, oceanos)).meu_tom).toBe('F#m');
    // Another member's page shows their own key, not hers.
    expect((await detail(app, t.people.bruno, oceanos)).meu_tom).toBeNull();

    // A second save replaces the first: one key per member and song.
    await saved(app, t.people.carla, t, oceanos, 'A');
    expect(await storedKeys(app)).toEqual([
      { member_id: t.members.carla, song_id: oceanos, tom: 'A' },
    ]);

    const cleared = await call(app, t.people.carla, {
      method: 'DELETE',
      url: myKeyUrl(t.ministry.id, oceanos),
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ musica_id: oceanos, tom: null });
    expect((await detail(app, t.people.carla, oceanos)).meu_tom).toBeNull();
    // Clearing a key one never saved is no error.
    const again = await call(app, t.people.carla, {
      method: 'DELETE',
      url: myKeyUrl(t.ministry.id, oceanos),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await storedKeys(app)).toEqual([]);
  });

  it('takes the keys a song takes, the other spelling of a black key too', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    for (const tom of ['C', 'Bb', 'A#', 'F#m', 'Ebm'])
      expect((await saved(app, t.people.bruno, t, t.songs[0], tom)).tom).toBe(tom);
  });

  it('refuses a key that is not one, in the caller’s language, and changes nothing', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const refused = await saveKey(app, t.people.carla, t.ministry.id, t.songs[0], { tom: 'H' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'validation_error',
      message: 'Erro de validação.',
      errors: { tom: ['Tom inválido.'] },
    });
    const inEnglish = await saveKey(app, t.people.carla, t.ministry.id, t.songs[0], {}, en);
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.json()).toMatchObject({
      error: 'validation_error',
      message: 'Validation error.',
      errors: { tom: [expect.any(String)] },
    });
    for (const tom of [null, '', ' A', 'a', 3])
      expect(
        (await saveKey(app, t.people.carla, t.ministry.id, t.songs[0], { tom })).statusCode,
      ).toBe(400);
    expect(await storedKeys(app)).toEqual([]);
  });

  it('answers 404 for a song it cannot find under the ministry the path names', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const { owner: otto, ministry: elsewhere } = await ownerWithMinistry(app, 'otto');
    const foreign = await createSong(app, otto, elsewhere.id, { nome: 'Hino' });
    const gone = await createSong(app, t.people.ana, t.ministry.id, { nome: 'Apagada' });
    await call(app, t.people.ana, { method: 'DELETE', url: `/api/musicas/${gone.id}` });

    const cases: [SignedIn, number, number][] = [
      [t.people.carla, t.ministry.id, 999_999], // no such song
      [t.people.carla, t.ministry.id, foreign.id], // another ministry's song
      [t.people.carla, elsewhere.id, t.songs[0]], // her song, under a ministry not hers
      [otto, t.ministry.id, foreign.id], // his song, under the path of another ministry
      [t.people.carla, t.ministry.id, gone.id], // a deleted song
    ];
    for (const [user, ministryId, songId] of cases) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(app, user, {
          method,
          url: myKeyUrl(ministryId, songId),
          ...(method === 'PUT' ? { payload: { tom: 'A' } } : {}),
        });
        expect(response.statusCode, `${method} ${ministryId}/${songId}`).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: 'Recurso não encontrado.' });
      }
    }
    expect(await storedKeys(app)).toEqual([]);
  });
});

describe('the members’ keys', () => {
  it('on the song’s page: every active member’s, by name, accents and case aside', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const [oceanos, lugar] = t.songs;
    await saved(app, t.people.erica, t, oceanos, 'E');
    await saved(app, t.people.carla, t, oceanos, 'A');
    await saved(app, t.people.ana, t, oceanos, 'C');
    await saved(app, t.people.bruno, t, lugar, 'G');

    const shown = await detail(app, t.people.bruno, oceanos);
    expect(shown.meu_tom).toBeNull();
    expect(shown.tons_membros).toEqual([
      { membro_id: t.members.ana, nome: 'Ana', tom: 'C' },
      { membro_id: t.members.carla, nome: 'carla', tom: 'A' },
      { membro_id: t.members.erica, nome: 'Érica', tom: 'E' },
    ]);
  });

  it('for a setlist: song by song in its order, ids of no song of the ministry finding nothing', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const [oceanos, lugar, ousado] = t.songs;
    const { owner: otto, ministry: elsewhere } = await ownerWithMinistry(app, 'otto');
    const foreign = await createSong(app, otto, elsewhere.id, { nome: 'Hino' });
    await call(app, otto, {
      method: 'PUT',
      url: myKeyUrl(elsewhere.id, foreign.id),
      payload: { tom: 'D' },
    });
    await saved(app, t.people.erica, t, oceanos, 'E');
    await saved(app, t.people.bruno, t, oceanos, 'C');
    await saved(app, t.people.carla, t, lugar, 'Bb');

    const keys = await setlistKeys(app, t.people.carla, t, [
      lugar,
      foreign.id,
      oceanos,
      ousado,
      999,
    ]);
    expect(keys).toEqual([
      { musica_id: lugar, membro_id: t.members.carla, nome: 'carla', tom: 'Bb' },
      { musica_id: oceanos, membro_id: t.members.bruno, nome: 'Bruno', tom: 'C' },
      { musica_id: oceanos, membro_id: t.members.erica, nome: 'Érica', tom: 'E' },
    ]);
    // The same song twice is asked once.
    expect(await setlistKeys(app, t.people.carla, t, [lugar, lugar])).toHaveLength(1);
  });

  it('refuses a list that is not one, or longer than 100 songs', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(await setlistKeys(app, t.people.carla, t, hundred)).toEqual([]);
    const refusals: [string, string][] = [
      ['', 'Campo obrigatório.'],
      ['?musicas=', 'Valor inválido.'],
      ['?musicas=1,,2', 'Valor inválido.'],
      ['?musicas=1, 2', 'Valor inválido.'],
      ['?musicas=0', 'Valor inválido.'],
      ['?musicas=-1', 'Valor inválido.'],
      ['?musicas=abc', 'Valor inválido.'],
      ['?musicas=2147483648', 'Valor inválido.'],
      [`?musicas=${[...hundred, 101].join(',')}`, 'Itens demais.'],
    ];
    for (const [query, text] of refusals) {
      const response = await call(app, t.people.carla, {
        method: 'GET',
        url: keysUrl(t.ministry.id, query),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        error: 'validation_error',
        errors: { musicas: [text] },
      });
    }
  });
});

describe('where the keys go', () => {
  it('go with the song when it is deleted', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const [oceanos, lugar] = t.songs;
    await saved(app, t.people.carla, t, oceanos, 'A');
    await saved(app, t.people.carla, t, lugar, 'Bb');
    const deleted = await call(app, t.people.ana, {
      method: 'DELETE',
      url: `/api/musicas/${oceanos}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedKeys(app)).toEqual([
      { member_id: t.members.carla, song_id: lugar, tom: 'Bb' },
    ]);
  });

  it('stay, unseen, while a member is deactivated, and show again once reactivated', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const [oceanos] = t.songs;
    await saved(app, t.people.bruno, t, oceanos, 'C');
    await deactivate(app, t.people.ana, t.members.bruno);
    expect((await detail(app, t.people.ana, oceanos)).tons_membros).toEqual([]);
    expect(await setlistKeys(app, t.people.ana, t, [oceanos])).toEqual([]);
    // No standing, no key of theirs to save or clear.
    expect(
      (await saveKey(app, t.people.bruno, t.ministry.id, oceanos, { tom: 'D' })).statusCode,
    ).toBe(404);

    const back = await call(app, t.people.ana, {
      method: 'PUT',
      url: `/api/membros/${t.members.bruno}`,
      payload: { status: 'ATIVO' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await detail(app, t.people.ana, oceanos)).tons_membros).toEqual([
      { membro_id: t.members.bruno, nome: 'Bruno', tom: 'C' },
    ]);
  });

  it('go with a member who leaves, and with the ministry', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const [oceanos] = t.songs;
    await saved(app, t.people.bruno, t, oceanos, 'C');
    await saved(app, t.people.carla, t, oceanos, 'A');
    const left = await call(app, t.people.bruno, {
      method: 'DELETE',
      url: `/api/ministerios/${t.ministry.id}/sair`,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await storedKeys(app)).toEqual([
      { member_id: t.members.carla, song_id: oceanos, tom: 'A' },
    ]);
    const gone = await call(app, t.people.ana, {
      method: 'DELETE',
      url: `/api/ministerios/${t.ministry.id}`,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await storedKeys(app)).toEqual([]);
  });

  it('go with a deleted account, even where its membership stays for a past schedule', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const [oceanos, lugar] = t.songs;
    await saved(app, t.people.carla, t, oceanos, 'A');
    await saved(app, t.people.carla, t, lugar, 'Bb');
    await saved(app, t.people.bruno, t, oceanos, 'C');
    // A finished schedule names Carla: her member row stays, inactive, for its history.
    const now = new Date().toISOString();
    const past = await app.db
      .insertInto('schedules')
      .values({
        ministry_id: t.ministry.id,
        titulo: 'Culto passado',
        data: '2020-01-05',
        horario: '19:00',
        publicada: 1,
        finalizada: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('schedule_members')
      .values({ schedule_id: past.id, member_id: t.members.carla, confirmado: 1 })
      .execute();

    const deleted = await call(app, t.people.carla, {
      method: 'DELETE',
      url: `/api/usuarios/${t.people.carla.id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await app.repos.members.findIncludingFormer(t.members.carla))?.status).toBe('INATIVO');
    expect(await storedKeys(app)).toEqual([
      { member_id: t.members.bruno, song_id: oceanos, tom: 'C' },
    ]);
  });

  it('are in the person’s data export, per ministry, by song name', async () => {
    const app = await buildTestApp();
    const t = await team(app);
    const [oceanos, lugar, ousado] = t.songs;
    await saved(app, t.people.carla, t, oceanos, 'A');
    await saved(app, t.people.carla, t, ousado, 'D');
    await saved(app, t.people.carla, t, lugar, 'Bb');
    await saved(app, t.people.bruno, t, lugar, 'G');
    const response = await call(app, t.people.carla, {
      method: 'GET',
      url: `/api/usuarios/${t.people.carla.id}/dados`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [membership] = response.json<PersonalData>().participacoes;
    expect(membership?.tons).toEqual([
      { musica_id: lugar, musica: 'Lugar Secreto', tom: 'Bb' },
      { musica_id: oceanos, musica: 'Oceanos', tom: 'A' },
      { musica_id: ousado, musica: 'Ousado Amor', tom: 'D' },
    ]);
  });
});

describe('a key saved while the song is deleted', () => {
  // Both hold the ministry's row shared, so they run side by side; the song's row orders
  // them. A key is never left on a deleted song, and a save that lost answers 404.
  it('is either deleted with it or refused, never left behind', { timeout: 60_000 }, async () => {
    const app = await buildTestApp();
    for (let round = 0; round < 8; round++) {
      const { owner, ministry } = await ownerWithMinistry(app, `dono${round}`);
      const singer = await activeMember(app, owner, ministry, `voz${round}`);
      const song = await createSong(app, owner, ministry.id);
      const [save, removal] = await Promise.all([
        saveKey(app, singer, ministry.id, song.id, { tom: 'A' }),
        call(app, owner, { method: 'DELETE', url: `/api/musicas/${song.id}` }),
      ]);
      expect(removal.statusCode, removal.body).toBe(200);
      expect([200, 404], save.body).toContain(save.statusCode);
      const left = await app.db
        .selectFrom('member_song_keys')
        .select('id')
        .where('song_id', '=', song.id)
        .execute();
      expect(left, `round ${round}`).toEqual([]);
    }
  });
});
