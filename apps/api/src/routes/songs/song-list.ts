import {
  ACTIVE_MEMBERS,
  apiPaths,
  presentSong,
  type ListedSongRow,
  songListQuerySchema,
  songPageSchema,
  songSearchQuerySchema,
  type SongPage,
} from '@levita/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { songsStamp } from '../../db/versioned-cache';
import { createAnswerCache, keyOf } from '../../http/answer-cache';
import type { PageRequest } from '../../repositories/songs-repository';
import { errorResponses } from '../error-responses';

interface PageQuery {
  pagina: number;
  por_pagina: number;
  ministerio_id?: number;
}

/**
 * The page a list asks for, over the ministries it covers: the one named (if the caller may
 * read it), else every ministry the caller is active in. The access check reads each
 * ministry's song counters, so the page needs no query to count or to validate a cached
 * search.
 */
async function pageRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  { pagina, por_pagina, ministerio_id }: PageQuery,
): Promise<PageRequest> {
  const ministries =
    ministerio_id === undefined
      ? await app.repos.members.activeMinistries(request.user.id)
      : [(await app.access.ministry(request.user, ministerio_id, ACTIVE_MEMBERS)).ministry];
  return { ministries, offset: (pagina - 1) * por_pagina, limit: por_pagina };
}

const songPage = (
  { rows, total }: { rows: readonly ListedSongRow[]; total: number },
  { pagina, por_pagina }: PageQuery,
): SongPage => ({ musicas: rows.map(presentSong), total, pagina, por_pagina });

/**
 * Song answers per call and ministries, under the ministries' song versions: the access check
 * (or the active ministries' query) reads them on every call.
 */
function createSongAnswers() {
  const answer = createAnswerCache({ maxEntries: 2_000, maxSize: 10_000_000 });
  return (
    reply: FastifyReply,
    call: { page: PageRequest; term?: string },
    compute: () => Promise<SongPage>,
  ) => {
    const { ids, stamp } = songsStamp(call.page.ministries);
    const key = keyOf(ids.join(','), call.page.offset, call.page.limit, call.term);
    return answer(reply, { key, stamp }, compute);
  };
}

/** The repertoire in name order, and searched (part 2 §2, §5 Songs). */
export const songListRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = createSongAnswers();

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
    async (request, reply) => {
      const page = await pageRequest(app, request, request.query);
      return answer(reply, { page }, async () =>
        songPage(await app.repos.songs.page(page), request.query),
      );
    },
  );

  app.get(
    apiPaths.songSearch,
    {
      schema: {
        tags: ['songs'],
        summary:
          "Search name, artist, album and the chart's lyrics, ignoring case and accents; best matches first",
        querystring: songSearchQuerySchema,
        response: { 200: songPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const page = await pageRequest(app, request, request.query);
      const term = request.query.termo;
      return answer(reply, { page, term }, async () =>
        songPage(await app.repos.songs.search({ ...page, term }), request.query),
      );
    },
  );
};
