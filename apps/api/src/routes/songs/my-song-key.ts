import {
  ACTIVE_MEMBERS,
  apiPaths,
  mySongKeyParamsSchema,
  mySongKeySchema,
  presentMySongKey,
  updateMySongKeyRequestSchema,
} from '@levita/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/http-error';
import { errorResponses } from '../error-responses';

/**
 * The song the path names, for an active member of its ministry; a song of another ministry
 * is not found under this one.
 */
async function songUnderMinistry(
  app: FastifyInstance,
  request: FastifyRequest,
  { ministryId, songId }: { ministryId: number; songId: number },
) {
  const { song, ministry } = await app.access.song(request.user, songId, ACTIVE_MEMBERS);
  if (ministry.id !== ministryId) throw notFound();
  return song;
}

/**
 * PUT and DELETE /ministerios/{ministryId}/musicas/{songId}/meu-tom: every active member
 * (owner, admins, members) saves or clears the key they sing the song in, their own only
 * ("meu tom", docs/songs.md).
 */
export const mySongKeyRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    apiPaths.mySongKey,
    {
      schema: {
        tags: ['songs'],
        summary: 'Save the key the caller sings the song in (active members)',
        params: mySongKeyParamsSchema,
        body: updateMySongKeyRequestSchema,
        response: { 200: mySongKeySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const song = await songUnderMinistry(app, request, request.params);
      const tom = await app.repos.memberSongKeys.save(
        song,
        { userId: request.user.id, allowed: ACTIVE_MEMBERS },
        request.body.tom,
      );
      return presentMySongKey(song.id, tom);
    },
  );

  app.delete(
    apiPaths.mySongKey,
    {
      schema: {
        tags: ['songs'],
        summary: 'Clear the key the caller sings the song in (active members)',
        params: mySongKeyParamsSchema,
        response: { 200: mySongKeySchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const song = await songUnderMinistry(app, request, request.params);
      await app.repos.memberSongKeys.clear(song, {
        userId: request.user.id,
        allowed: ACTIVE_MEMBERS,
      });
      return presentMySongKey(song.id, null);
    },
  );
};
