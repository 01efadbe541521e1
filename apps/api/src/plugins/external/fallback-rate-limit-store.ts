// @fastify/rate-limit's own stores: the Redis one shares counts between replicas, the local
// one keeps them in this process. Neither is typed by the package.
// @ts-expect-error no declaration file
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
// @ts-expect-error no declaration file
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Done = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** Both stores also read a count without adding to it, which the package's types leave out. */
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}
/** Passed by the plugin though its types leave them out. */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * A store for @fastify/rate-limit that counts in Redis while it answers, and in this process
 * while it does not (unreachable, or slower than the client's command timeout). Calls never
 * wait on a dead Redis, and the limits keep holding, per replica, until it is back.
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string) {
  return class FallbackStore implements Store, FastifyRateLimitStore {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(
      params: FastifyRateLimitOptions & StoreParams,
      stores?: { shared: Store; local: Store },
    ) {
      const { continueExceeding, exponentialBackoff } = params;
      this.shared =
        stores?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.count('incr', key, done, timeWindow, max);
    }

    /** The count without adding to it (`{ increment: false }`). */
    read(key: string, done: Done, timeWindow: number, max: number) {
      this.count('read', key, done, timeWindow, max);
    }

    private count(how: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
      if (redis.status !== 'ready') return this.local[how](key, done, timeWindow, max);
      this.shared[how](
        key,
        (error, count) => (error ? this.local[how](key, done, timeWindow, max) : done(null, count)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): Store {
      return new FallbackStore(routeOptions, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  };
}
