import {
  ACTIVE_MEMBERS,
  apiPaths,
  memberSongKeysParamsSchema,
  memberSongKeysQuerySchema,
  memberSongKeysSchema,
  presentMemberSongKeys,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../error-responses';

/**
 * GET /ministerios/{ministryId}/tons-membros?musicas=1,2,3: the active members' saved keys of
 * a setlist's songs, which the schedule wizard and edit form show next to each song's key
 * ("meu tom", docs/songs.md). Ids of songs the ministry does not have find nothing.
 */
export const memberSongKeysRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.memberSongKeys,
    {
      schema: {
        tags: ['songs'],
        summary: "The active members' saved keys of the songs asked for (active members)",
        params: memberSongKeysParamsSchema,
        querystring: memberSongKeysQuerySchema,
        response: { 200: memberSongKeysSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ministry } = await app.access.ministry(
        request.user,
        request.params.ministryId,
        ACTIVE_MEMBERS,
      );
      const songIds = request.query.musicas;
      const saved = await app.repos.memberSongKeys.ofSongs(ministry.id, songIds);
      return presentMemberSongKeys(songIds, saved);
    },
  );
};
