import {
  ACTIVE_MEMBERS,
  apiPaths,
  createSongRequestSchema,
  idParamsSchema,
  MANAGERS,
  messageResponseSchema,
  newSongValues,
  noSavedKeys,
  presentSongDetail,
  songChanges,
  songDetailSchema,
  updateSongRequestSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

/**
 * Add, read, edit and remove a song (part 2 §5, §7 Songs). What a body writes comes from the
 * contracts' song rules (newSongValues, songChanges), which the mock API follows too.
 */
export const songCrudRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.songs,
    {
      schema: {
        tags: ['songs'],
        summary: 'Add a song by hand or import one from the catalogue (admin or owner)',
        body: createSongRequestSchema,
        response: { 201: songDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const { ministry } = await app.access.ministry(request.user, body.ministerio_id, MANAGERS);
      try {
        const created = await app.repos.songs.create(ministry.id, newSongValues(body), {
          userId: request.user.id,
          allowed: MANAGERS,
        });
        return reply.code(201).send(presentSongDetail(created, noSavedKeys));
      } catch (error) {
        // The catalogue song is already in the ministry's repertoire.
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
        summary: "A song with the caller's saved key and the active members' (active members)",
        params: idParamsSchema,
        response: { 200: songDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { song, membership } = await app.access.song(
        request.user,
        request.params.id,
        ACTIVE_MEMBERS,
      );
      const saved = await app.repos.memberSongKeys.ofSongs(song.ministry_id, [song.id]);
      return presentSongDetail(song, { saved, memberId: membership?.id });
    },
  );

  app.put(
    apiPaths.song,
    {
      schema: {
        tags: ['songs'],
        summary:
          'Edit name, artist, album, duration, key, BPM, categories and links; the cover of manual songs only (admin or owner)',
        params: idParamsSchema,
        body: updateSongRequestSchema,
        response: { 200: songDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { song, membership } = await app.access.song(request.user, request.params.id, MANAGERS);
      const { versao, ...body } = request.body;
      const updated = await app.repos.songs.update(
        song,
        // Applied to the song as it is under the lock (a manual song's rules, its links).
        (current) => {
          const changes = songChanges(current, body);
          if (!changes.ok) throw new HttpError(400, changes.error, changes.error);
          return changes.changes;
        },
        { userId: request.user.id, allowed: MANAGERS },
        versao,
      );
      const saved = await app.repos.memberSongKeys.ofSongs(updated.ministry_id, [updated.id]);
      return presentSongDetail(updated, { saved, memberId: membership?.id });
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
      await app.repos.songs.softDelete(song, { userId: request.user.id, allowed: MANAGERS });
      return { message: message(requestLocale(request), 'song_deleted') };
    },
  );
};
