import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { call, ownerWithMinistry } from './song-fixtures';

const TOO_BIG = 3_000_000_000;

// Ids were once parsed loosely (' 2', '0x2' and '2.0' all meant 2), and PostgreSQL answered 500 to
// any number above its integer, even before sign-in.
describe('whole numbers in paths, queries and bodies', () => {
  it('accepts only the canonical decimal spelling of an id', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const get = (path: string) => call(app, owner, { method: 'GET', url: `/api/${path}` });

    expect((await get(`ministerios/${ministry.id}`)).statusCode).toBe(200);
    for (const spelling of [
      `%20${ministry.id}`,
      `${ministry.id}%20`,
      '0x1',
      `${ministry.id}.0`,
      '01',
      '1e0',
    ]) {
      const response = await get(`ministerios/${spelling}`);
      expect({ spelling, status: response.statusCode }).toEqual({ spelling, status: 400 });
      expect(response.json()).toMatchObject({ error: 'validation_error' });
    }
    const query = await get(`musicas?ministerio_id=0x${ministry.id.toString(16)}`);
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toHaveProperty('ministerio_id');
  });

  it('refuses numbers beyond the database integer with a 400 (a 404 for a logo name)', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);

    const logo = await call(app, undefined, {
      method: 'GET',
      url: `/api/uploads/${TOO_BIG}-0123456789abcdef.png`,
    });
    expect(logo.statusCode).toBe(404);

    const cases: [string, ReturnType<typeof call>][] = [
      ['id', call(app, owner, { method: 'GET', url: `/api/ministerios/${TOO_BIG}` })],
      [
        'ministerio_id',
        call(app, owner, { method: 'GET', url: `/api/musicas?ministerio_id=${TOO_BIG}` }),
      ],
      [
        'ministerio_id',
        call(app, owner, { method: 'GET', url: `/api/escalas?ministerio_id=${TOO_BIG}` }),
      ],
      [
        'duracao',
        call(app, owner, {
          method: 'POST',
          url: '/api/musicas',
          payload: {
            ministerio_id: ministry.id,
            nome: 'Canção',
            artista: 'Artista',
            duracao: TOO_BIG,
          },
        }),
      ],
      [
        'musicas_escaladas.0.musica_id',
        call(app, owner, {
          method: 'POST',
          url: '/api/escalas',
          payload: {
            ministerio_id: ministry.id,
            titulo: 'Culto',
            data: '2026-12-06',
            horario: '19:00',
            musicas_escaladas: [{ musica_id: TOO_BIG }],
          },
        }),
      ],
    ];
    for (const [field, request] of cases) {
      const response = await request;
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const songs = await app.db.selectFrom('songs').select('id').execute();
    const schedules = await app.db.selectFrom('schedules').select('id').execute();
    expect({ songs, schedules }).toEqual({ songs: [], schedules: [] });
  });
});
