import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { call, ownerWithMinistry } from './song-fixtures';

/**
 * Deletes the ministry right after a request's access check, the window in which its owner's
 * DELETE can land while another write of the ministry is under way.
 */
function deleteAfterAccessCheck(app: FastifyInstance, ministryId: number) {
  const check = app.access.ministry.bind(app.access);
  app.access.ministry = async (...args: Parameters<typeof check>) => {
    const granted = await check(...args);
    await app.db.deleteFrom('ministries').where('id', '=', ministryId).execute();
    return granted;
  };
}

// On PostgreSQL, writes racing a ministry's deletion answered 500 (a foreign-key violation, or a
// row read back that was gone). The ministry is gone: they answer 404.
describe('a write to a ministry deleted while it runs', () => {
  it.each([
    ['a new song', 'POST', '/api/musicas', { nome: 'Canção', artista: 'Artista' }],
    ['a new function', 'POST', '/api/ministerios/:id/funcoes', { nome: 'Cavaquinho' }],
    ['a renamed ministry', 'PUT', '/api/ministerios/:id', { nome: 'Novo nome' }],
    [
      'a new schedule',
      'POST',
      '/api/escalas',
      { titulo: 'Culto', data: '2026-12-06', horario: '19:00' },
    ],
  ] as const)(
    'answers 404 for %s and leaves nothing behind',
    async (_label, method, path, body) => {
      const app = await buildTestApp();
      const { owner, ministry } = await ownerWithMinistry(app);
      deleteAfterAccessCheck(app, ministry.id);

      const response = await call(app, owner, {
        method,
        url: path.replace(':id', String(ministry.id)),
        payload: { ministerio_id: ministry.id, ...body },
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Recurso não encontrado.' });
      const left = await Promise.all(
        (['songs', 'functions', 'schedules', 'ministries'] as const).map((table) =>
          app.db.selectFrom(table).select('id').execute(),
        ),
      );
      expect(left).toEqual([[], [], [], []]);
    },
  );
});
