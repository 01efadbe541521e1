import {
  apiPaths,
  MANAGERS,
  musicSearchQuerySchema,
  musicSearchResponseSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDeezerClient } from '../../songs/deezer-client';
import { errorResponses } from '../error-responses';

/** Songs to import from the music catalogue (part 2 §5 Deezer import). */
export const catalogueSearchRoute: FastifyPluginAsyncZod = async (app) => {
  const deezer = createDeezerClient({
    baseUrl: app.config.deezerApiUrl,
    timeoutMs: app.config.deezerTimeoutMs,
  });

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
      // Checked first: a refused call never reaches Deezer.
      if (ministerio_id !== undefined)
        await app.access.ministry(request.user, ministerio_id, MANAGERS);
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
};
