import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses what is made per request (pages, the API's JSON) for a client that accepts it,
 * brotli first. Brotli at quality 5 and gzip at level 6: near the best size of text this
 * small at a fraction of the CPU of the maximum levels, which are for files compressed once at
 * build time (those are served as they are: @fastify/static's preCompressed, plugins/web.ts).
 * A reply already encoded, or under 1 KiB, is sent as it is.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
});
