import {
  ACTIVE_MEMBERS,
  createSongRequestSchema,
  idParamsSchema,
  MANAGERS,
  messageResponseSchema,
  musicSearchQuerySchema,
  musicSearchResponseSchema,
  newSongValues,
  presentSong,
  songChanges,
  songListQuerySchema,
  songPageSchema,
  songSchema,
  songSearchQuerySchema,
  updateSongRequestSchema,
} from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError, notFound } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { requireStanding } from '../../ministries/ministry-access';
import { requireUser } from '../../plugins/app/authenticate';
import type { UserRow } from '../../repositories/users-repository';
import { createDeezerClient } from '../../songs/deezer-client';
import { errorResponses } from '../error-responses';

/** The ministries a list covers: the one asked for (if the caller may read it), else all. */
async function readableMinistries(app: FastifyInstance, user: UserRow, ministryId?: number) {
  if (ministryId === undefined) return app.repos.members.activeMinistryIds(user.id);
  await requireStanding(app, user, ministryId, ACTIVE_MEMBERS);
  return [ministryId];
}

/** The song a /musicas/{id} call targets, for a caller with the given standing. */
async function songFor(
  app: FastifyInstance,
  user: UserRow,
  id: number,
  allowed: typeof ACTIVE_MEMBERS,
) {
  const song = await app.repos.songs.findById(id);
  if (!song) throw notFound();
  await requireStanding(app, user, song.ministry_id, allowed);
  return song;
}

/** The repertoire (part 2 §2, §5, §7 Songs). */
export const songRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  const deezer = createDeezerClient({
    baseUrl: app.config.deezerApiUrl,
    timeoutMs: app.config.deezerTimeoutMs,
  });

  app.get(
    '/musicas',
    {
      ...secured,
      schema: {
        tags: ['songs'],
        summary:
          "A page of songs in name order: one ministry's, or of every ministry the caller is active in",
        security,
        querystring: songListQuerySchema,
        response: { 200: songPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { pagina, por_pagina, ministerio_id } = request.query;
      const ministryIds = await readableMinistries(app, requireUser(request), ministerio_id);
      const { rows, total } = await app.repos.songs.page({
        ministryIds,
        offset: (pagina - 1) * por_pagina,
        limit: por_pagina,
      });
      return { musicas: rows.map(presentSong), total, pagina, por_pagina };
    },
  );

  app.get(
    '/musicas/busca',
    {
      ...secured,
      schema: {
        tags: ['songs'],
        summary: 'Search name, artist and album, ignoring case and accents; best matches first',
        security,
        querystring: songSearchQuerySchema,
        response: { 200: songPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { pagina, por_pagina, ministerio_id, termo } = request.query;
      const ministryIds = await readableMinistries(app, requireUser(request), ministerio_id);
      const { rows, total } = await app.repos.songs.search({
        ministryIds,
        term: termo,
        offset: (pagina - 1) * por_pagina,
        limit: por_pagina,
      });
      return { musicas: rows.map(presentSong), total, pagina, por_pagina };
    },
  );

  app.get(
    '/musicas/busca-deezer',
    {
      ...secured,
      preHandler: app.userRateLimit('music-search', app.config.rateLimit.musicSearchPerUser),
      schema: {
        tags: ['songs'],
        summary:
          "Search Deezer's catalogue for songs to import; with ministerio_id, marks those already imported",
        security,
        querystring: musicSearchQuerySchema,
        response: {
          200: musicSearchResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429, 502),
        },
      },
    },
    async (request) => {
      const { q, limite, ministerio_id } = request.query;
      const user = requireUser(request);
      if (ministerio_id !== undefined) await requireStanding(app, user, ministerio_id, MANAGERS);
      const found = await deezer.search(q, limite);
      const imported =
        ministerio_id === undefined
          ? new Set<string>()
          : await app.repos.songs.importedExternalIds(
              ministerio_id,
              found.map((song) => song.id_externo),
            );
      return {
        resultados: found.map((song) => ({ ...song, importada: imported.has(song.id_externo) })),
      };
    },
  );

  app.post(
    '/musicas',
    {
      ...secured,
      schema: {
        tags: ['songs'],
        summary: 'Add a song by hand or import one from the catalogue (admin or owner)',
        security,
        body: createSongRequestSchema,
        response: { 201: songSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { ministry } = await requireStanding(
        app,
        requireUser(request),
        body.ministerio_id,
        MANAGERS,
      );
      try {
        const created = await app.repos.songs.create(ministry.id, newSongValues(body));
        return reply.code(201).send(presentSong(created));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'song_exists', 'song_exists');
        throw error;
      }
    },
  );

  app.get(
    '/musicas/:id',
    {
      ...secured,
      schema: {
        tags: ['songs'],
        summary: 'A song (active members)',
        security,
        params: idParamsSchema,
        response: { 200: songSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      presentSong(await songFor(app, requireUser(request), request.params.id, ACTIVE_MEMBERS)),
  );

  app.put(
    '/musicas/:id',
    {
      ...secured,
      schema: {
        tags: ['songs'],
        summary:
          'Edit key, BPM, categories and links; name, artist, album, duration and cover of manual songs (admin or owner)',
        security,
        params: idParamsSchema,
        body: updateSongRequestSchema,
        response: { 200: songSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const song = await songFor(app, requireUser(request), request.params.id, MANAGERS);
      const changes = songChanges(song, request.body);
      if (!changes.ok) throw new HttpError(400, changes.error, changes.error);
      return presentSong(await app.repos.songs.update(song, changes.changes));
    },
  );

  app.delete(
    '/musicas/:id',
    {
      ...secured,
      schema: {
        tags: ['songs'],
        summary:
          'Remove a song from the repertoire (admin or owner); schedules and reports keep it',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const song = await songFor(app, requireUser(request), request.params.id, MANAGERS);
      await app.repos.songs.softDelete(song.id);
      return { message: message(requestLocale(request), 'song_deleted') };
    },
  );
};
