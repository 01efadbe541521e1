import { createHash, timingSafeEqual } from 'node:crypto';
import { apiPaths } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { HttpError } from '../../errors/http-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its first wrong byte shows in timing. */
function holdsToken(header: string | undefined, token: string): boolean {
  const offered = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(offered), digest(token));
}

/**
 * GET /api/metrics in Prometheus' text format. Off unless configured: it tells anyone who can
 * read it which routes are used and how loaded the server is (docs/operations.md).
 */
export const metricsRoute: FastifyPluginAsyncZod<{ metrics: AppConfig['metrics'] }> = async (
  app,
  { metrics },
) => {
  app.get(
    apiPaths.metrics,
    {
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (off unless METRICS_TOKEN or METRICS_PUBLIC is set)',
        description:
          'Requests and latency per route and status, the PostgreSQL pool, the e-mail queue, ' +
          "and Node's own figures (event-loop lag, memory, GC). With METRICS_TOKEN set, send it " +
          'as `Authorization: Bearer <token>`.',
        security: [{ metricsToken: [] }],
      },
    },
    async (request, reply) => {
      const registry = app.metricsRegistry;
      if (!registry || metrics.mode === 'off') throw new HttpError(404, 'not_found', 'not_found');
      if (metrics.mode === 'token' && !holdsToken(request.headers.authorization, metrics.token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new HttpError(401, 'unauthorized', 'unauthorized');
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
};
