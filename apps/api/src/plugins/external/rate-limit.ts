import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import { HttpError } from '../../errors/http-error';
import { fallbackRateLimitStore } from './fallback-rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hooks for a sign-in, sign-up or recovery route: a per-address limit on request, and a
     * per-e-mail limit once the body is parsed, so one attacker cannot try many passwords
     * for one account from many addresses, nor many accounts from one address.
     */
    authRateLimit(route: string): {
      onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
      preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    };
    /**
     * preHandler limiting a signed-in user's calls to a route that costs an outside service
     * (music search) or answers a guess (an access code), per user and, when `perIpPerMinute`
     * is given, per client address too.
     */
    userRateLimit(
      route: string,
      perMinute: number,
      perIpPerMinute?: number,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const PER_IP_WINDOW_MS = 60 * 1000;
const PER_EMAIL_WINDOW_MS = 15 * 60 * 1000;

export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    options: { redisUrl: AppConfig['redisUrl']; limits: AppConfig['rateLimit'] },
  ) => {
    // Fail fast: no queue of commands while disconnected, and a short wait on a slow server;
    // the store then counts in this process (fallback-rate-limit-store.ts).
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          connectTimeout: 500,
          commandTimeout: 500,
          maxRetriesPerRequest: 0,
          enableOfflineQueue: false,
        })
      : undefined;
    if (redis) {
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
    }

    await app.register(rateLimit, {
      global: false,
      // Whatever else fails in a store must not lock every user out of signing in.
      skipOnError: true,
      ...(redis ? { store: fallbackRateLimitStore(redis, 'levita-rate-limit:') } : {}),
    });

    const limiter = (kind: 'ip' | 'email', route: string) =>
      app.createRateLimit({
        max: kind === 'ip' ? options.limits.perIp : options.limits.perEmail,
        timeWindow: kind === 'ip' ? PER_IP_WINDOW_MS : PER_EMAIL_WINDOW_MS,
        keyGenerator: (request) =>
          kind === 'ip' ? `${route}:ip:${request.ip}` : `${route}:email:${emailOf(request)}`,
      });

    type Check = ReturnType<typeof app.createRateLimit>;
    const enforce = async (check: Check, request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, 'too_many_requests', 'too_many_requests', {
        seconds: result.ttlInSeconds,
      });
    };

    app.decorate('userRateLimit', (route: string, perMinute: number, perIpPerMinute?: number) => {
      const byUser = app.createRateLimit({
        max: perMinute,
        timeWindow: PER_IP_WINDOW_MS,
        keyGenerator: (request) => `${route}:user:${request.currentUser?.id ?? request.ip}`,
      });
      const byIp =
        perIpPerMinute === undefined
          ? undefined
          : app.createRateLimit({
              max: perIpPerMinute,
              timeWindow: PER_IP_WINDOW_MS,
              keyGenerator: (request) => `${route}:ip:${request.ip}`,
            });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (byIp) await enforce(byIp, request, reply);
        await enforce(byUser, request, reply);
      };
    });

    app.decorate('authRateLimit', (route: string) => {
      const byIp = limiter('ip', route);
      const byEmail = limiter('email', route);
      return {
        onRequest: (request: FastifyRequest, reply: FastifyReply) => enforce(byIp, request, reply),
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
          if (emailOf(request)) await enforce(byEmail, request, reply);
        },
      };
    });
  },
  { name: 'rate-limit' },
);

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
