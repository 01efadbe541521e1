import { once } from 'node:events';
import { apiPaths, type ReadyResponse, readyResponseSchema } from '@levita/contracts';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A database that has not answered `select 1` by then counts as down. */
const DATABASE_TIMEOUT_MS = 2_000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Redis waits this long to connect (a process just started) before it counts as unreachable. */
const REDIS_CONNECT_MS = 500;

/**
 * The client queues nothing while disconnected (plugins/external/redis.ts), so a ping before
 * its first connection fails at once: a process that just started waits for it a moment.
 */
async function pingRedis(redis: Redis): Promise<'ok' | 'unreachable'> {
  if (redis.status !== 'ready')
    await within(REDIS_CONNECT_MS, once(redis, 'ready')).catch(() => undefined);
  return redis.ping().then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
}

/**
 * GET /api/ready: for a load balancer or orchestrator deciding whether to send this process
 * requests. Unlike /api/health (which only says the process runs) it asks the database, and
 * Redis when REDIS_URL is set. See ReadyResponse for why Redis alone never makes it 503.
 */
export const readyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.ready,
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness check: the database and Redis',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (request, reply) => {
      const [database, redis] = await Promise.all([
        within(DATABASE_TIMEOUT_MS, sql`select 1`.execute(app.db)).then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.warn({ err: error }, 'readiness: the database did not answer');
            return 'error' as const;
          },
        ),
        app.redis ? pingRedis(app.redis) : ('not_configured' as const),
      ]);
      const answer: ReadyResponse = {
        status: database !== 'ok' ? 'not_ready' : redis === 'unreachable' ? 'degraded' : 'ready',
        checks: { database, redis },
      };
      return reply.code(database === 'ok' ? 200 : 503).send(answer);
    },
  );
};
