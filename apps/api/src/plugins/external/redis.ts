import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The client of REDIS_URL (shared rate limits, readiness); undefined without it. */
    redis: Redis | undefined;
  }
}

/**
 * One Redis connection per process. It fails fast: no queue of commands while disconnected
 * and a short wait on a slow server, so a request never waits on Redis; its users fall back
 * (the rate limits count in this process, fallback-rate-limit-store.ts).
 */
export const redisPlugin = fp(
  async (app: FastifyInstance, { url }: { url: string | undefined }) => {
    const redis = url
      ? new Redis(url, {
          connectTimeout: 500,
          commandTimeout: 500,
          maxRetriesPerRequest: 0,
          enableOfflineQueue: false,
        })
      : undefined;
    app.decorate('redis', redis);
    if (!redis) return;
    // One line when Redis goes away and one when it is back, not one per reconnection try.
    let down = false;
    redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      app.log.warn(
        `Redis at REDIS_URL unreachable (${error.message}): rate limits count in this process until it is back`,
      );
    });
    redis.on('ready', () => {
      if (!down) return;
      down = false;
      app.log.info('Redis at REDIS_URL reachable again: rate limits are shared');
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  },
  { name: 'redis' },
);
