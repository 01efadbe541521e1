import {
  ACTIVE_MEMBERS,
  apiPaths,
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
import { HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import type { UserRow } from '../../repositories/users-repository';
import { createDeezerClient } from '../../songs/deezer-client';
import { errorResponses } from '../error-responses';

/** The ministries a list covers: the one asked for (if the caller may read it), else all. */
async function readableMinistries(app: FastifyInstance, user: UserRow, ministryId?: number) {
  if (ministryId === undefined) return app.repos.members.activeMinistryIds(user.id);
  await app.access.ministry(user, ministryId, ACTIVE_MEMBERS);
  return [ministryId];
}

/** The repertoire (part 2 §2, §5, §7 Songs). */
export const songRoutes: FastifyPluginAsyncZod = async (app) => {
  const deezer = createDeezerClient({
    baseUrl: app.config.deezerApiUrl,
    timeoutMs: app.config.deezerTimeoutMs,
  });

  app.get(
    apiPaths.songs,
    {
      schema: {
        tags: ['songs'],
        summary:
          "A page of songs in name order: one ministry's, or of every ministry the caller is active in",
        querystring: songListQuerySchema,
        response: { 200: songPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { pagina, por_pagina, ministerio_id } = request.query;
      const ministryIds = await readableMinistries(app, request.user, ministerio_id);
      const { rows, total } = await app.repos.songs.page({
        ministryIds,
        offset: (pagina - 1) * por_pagina,
        limit: por_pagina,
      });
      return { musicas: rows.map(presentSong), total, pagina, por_pagina };
    },
  );

  app.get(
    apiPaths.songSearch,
    {
      schema: {
        tags: ['songs'],
        summary: 'Search name, artist and album, ignoring case and accents; best matches first',
        querystring: songSearchQuerySchema,
        response: { 200: songPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { pagina, por_pagina, ministerio_id, termo } = request.query;
      const ministryIds = await readableMinistries(app, request.user, ministerio_id);
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
    apiPaths.catalogueSearch,
    {
      preHandler: app.userRateLimit('music-search', app.config.rateLimit.musicSearchPerUser),
      schema: {
        tags: ['songs'],
        summary:
          "Search Deezer's catalogue for songs to import; with ministerio_id, marks those already imported",
        querystring: musicSearchQuerySchema,
        response: {
          200: musicSearchResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429, 502),
        },
      },
    },
    async (request) => {
      const { q, limite, ministerio_id } = request.query;
      const user = request.user;
      if (ministerio_id !== undefined) await app.access.ministry(user, ministerio_id, MANAGERS);
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
    apiPaths.songs,
    {
      schema: {
        tags: ['songs'],
        summary: 'Add a song by hand or import one from the catalogue (admin or owner)',
        body: createSongRequestSchema,
        response: { 201: songSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { ministry } = await app.access.ministry(request.user, body.ministerio_id, MANAGERS);
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
    apiPaths.song,
    {
      schema: {
        tags: ['songs'],
        summary: 'A song (active members)',
        params: idParamsSchema,
        response: { 200: songSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      presentSong((await app.access.song(request.user, request.params.id, ACTIVE_MEMBERS)).song),
  );

  app.put(
    apiPaths.song,
    {
      schema: {
        tags: ['songs'],
        summary:
          'Edit key, BPM, categories and links; name, artist, album, duration and cover of manual songs (admin or owner)',
        params: idParamsSchema,
        body: updateSongRequestSchema,
        response: { 200: songSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { song } = await app.access.song(request.user, request.params.id, MANAGERS);
      const changes = songChanges(song, request.body);
      if (!changes.ok) throw new HttpError(400, changes.error, changes.error);
      return presentSong(await app.repos.songs.update(song, changes.changes));
    },
  );

  app.delete(
    apiPaths.song,
    {
      schema: {
        tags: ['songs'],
        summary:
          'Remove a song from the repertoire (admin or owner); schedules and reports keep it',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { song } = await app.access.song(request.user, request.params.id, MANAGERS);
      await app.repos.songs.softDelete(song.id);
      return { message: message(requestLocale(request), 'song_deleted') };
    },
  );
};
