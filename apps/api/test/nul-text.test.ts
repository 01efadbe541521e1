import { describe, expect, it } from 'vitest';
import { ana } from './accounts-fixtures';
import { buildTestApp } from './helper';
import { call, ownerWithMinistry, songRows } from './song-fixtures';

const NUL = '\u0000';

/** Counts of the tables these calls could write to. */
async function counts(app: Awaited<ReturnType<typeof buildTestApp>>) {
  const count = async (table: 'users' | 'songs' | 'members' | 'ministries') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    songs: await count('songs'),
    members: await count('members'),
    ministries: await count('ministries'),
  };
}

// PostgreSQL once answered 500 to any text holding a NUL, even before sign-in; SQLite stored it.
// Both now answer the same translated 400 and write nothing.
describe('a NUL character in any text', () => {
  it('is refused with a translated 400 naming the field, on every kind of input', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const before = await counts(app);
    const en = { 'accept-language': 'en-US' };

    const cases = [
      {
        request: call(app, undefined, {
          method: 'POST',
          url: '/api/register',
          payload: { ...ana, email: 'nul@example.com', nome: `N${NUL}` },
        }),
        field: 'nome',
      },
      {
        request: call(app, owner, {
          method: 'POST',
          url: '/api/musicas',
          payload: { ministerio_id: ministry.id, nome: `A${NUL}b`, artista: 'Artista' },
          headers: en,
        }),
        field: 'nome',
        english: true,
      },
      {
        request: call(app, owner, {
          method: 'GET',
          url: `/api/musicas/busca?ministerio_id=${ministry.id}&termo=%00`,
        }),
        field: 'termo',
      },
      {
        request: call(app, owner, {
          method: 'GET',
          url: `/api/escalas?ministerio_id=${ministry.id}&busca=%00`,
        }),
        field: 'busca',
      },
      {
        request: call(app, owner, { method: 'POST', url: '/api/ministerios/participar/%00' }),
        field: 'codigo',
      },
      {
        // No contract checks a password's characters: the guard after validation does.
        request: call(app, undefined, {
          method: 'POST',
          url: '/api/login',
          payload: { email: ana.email, senha: `Abc${NUL}` },
        }),
        field: 'senha',
      },
    ];
    for (const { request, field, english } of cases) {
      const response = await request;
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ error: string; errors: Record<string, string[]> }>();
      expect(body.error).toBe('validation_error');
      expect(Object.keys(body.errors)).toEqual([expect.stringContaining(field)]);
      expect(Object.values(body.errors)[0]).toContain(
        english
          ? 'Contains characters that are not allowed.'
          : 'Contém caracteres que não são permitidos.',
      );
    }
    expect(await counts(app)).toEqual(before);
    expect((await songRows(app)).some((song) => song.nome.includes(NUL))).toBe(false);
  });
});
