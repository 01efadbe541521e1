import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
     * Sign-in's limits: per address on request; then wrong passwords counted per e-mail and
     * address, and per e-mail. A client stops after AUTH_RATE_LIMIT_PER_EMAIL wrong passwords
     * for an e-mail; once the e-mail has had that many from anywhere, every client that got it
     * wrong waits too, but one that has not (the owner, typing the right password) still gets
     * in: a stranger cannot lock the owner out by failing on purpose.
     */
    loginRateLimit: {
      onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
      preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
      /** Counts a wrong password; true for the one that paused the e-mail's failing clients. */
      recordFailure: (request: FastifyRequest) => Promise<boolean>;
    };
    /**
     * preHandler limiting a signed-in user's calls to a route that costs an outside service
     * (music search), answers a guess (an access code) or tells something of other ministries
     * (double booking), per user and, when `perIpPerMinute` is given, per client address too.
     */
    userRateLimit(
      route: string,
      perMinute: number,
      perIpPerMinute?: number,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook limiting a public route's calls per client address (the calendar feed). */
    ipRateLimit(
      route: string,
      perMinute: number,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const PER_IP_WINDOW_MS = 60 * 1000;
const PER_EMAIL_WINDOW_MS = 15 * 60 * 1000;
/** How long clients that got an e-mail's password wrong too often wait. */
export const LOGIN_PAUSE_MINUTES = PER_EMAIL_WINDOW_MS / 60_000;

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { limits: AppConfig['rateLimit'] }) => {
    const redis = app.redis;
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

    app.decorate('ipRateLimit', (route: string, perMinute: number) => {
      const byIp = app.createRateLimit({
        max: perMinute,
        timeWindow: PER_IP_WINDOW_MS,
        keyGenerator: (request) => `${route}:ip:${request.ip}`,
      });
      return (request: FastifyRequest, reply: FastifyReply) => enforce(byIp, request, reply);
    });

    const maxFailures = options.limits.perEmail;
    const failures = (scope: 'client' | 'account') => {
      const check = app.createRateLimit({
        max: maxFailures,
        timeWindow: PER_EMAIL_WINDOW_MS,
        keyGenerator: (request) =>
          scope === 'client'
            ? `login-failures:${emailOf(request)}:${request.ip}`
            : `login-failures:${emailOf(request)}`,
      });
      // How many wrong passwords the window holds, and for how much longer.
      return async (request: FastifyRequest, count: boolean) => {
        const result = await check(request, { increment: count });
        return result.isAllowed
          ? { failures: 0, seconds: 0, beyond: false }
          : {
              failures: maxFailures - result.remaining,
              seconds: result.ttlInSeconds,
              beyond: result.isExceeded,
            };
      };
    };
    const clientFailures = failures('client');
    const accountFailures = failures('account');
    const loginsByIp = limiter('ip', 'login');
    app.decorate('loginRateLimit', {
      onRequest: (request: FastifyRequest, reply: FastifyReply) =>
        enforce(loginsByIp, request, reply),
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!emailOf(request)) return;
        const [client, account] = await Promise.all([
          clientFailures(request, false),
          accountFailures(request, false),
        ]);
        const accountPaused = account.failures >= maxFailures && client.failures > 0;
        if (client.failures < maxFailures && !accountPaused) return;
        const seconds = Math.max(client.seconds, accountPaused ? account.seconds : 0, 1);
        reply.header('retry-after', seconds);
        throw new HttpError(429, 'too_many_requests', 'too_many_requests', { seconds });
      },
      recordFailure: async (request: FastifyRequest) => {
        const [, account] = await Promise.all([
          clientFailures(request, true),
          accountFailures(request, true),
        ]);
        // Exactly at the limit: the failure that paused the account, not one after it.
        return account.failures === maxFailures && !account.beyond;
      },
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
  { name: 'rate-limit', dependencies: ['redis'] },
);

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
