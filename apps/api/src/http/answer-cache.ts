import type { FastifyReply } from 'fastify';
import { createVersionedCache, type VersionedCacheLimits } from '../db/versioned-cache';

/** What one cached call is: its key (what was asked) and the stamp its data was read at. */
export interface CachedCall {
  key: string;
  stamp: string;
}

/**
 * Answers of one route kept as sent (the JSON text), under the versions of the data they were
 * computed from (db/versioned-cache.ts). Reading rows and writing their JSON was most of what
 * a list or a home call cost (docs/performance.md). The route runs its access check first on
 * every call, and that check reads the versions the stamp is made of, so a write through any
 * server retires the answer on the next request.
 */
export function createAnswerCache(limits: VersionedCacheLimits) {
  const answers = createVersionedCache<string>(limits, (json) => json.length);
  return async <T>(reply: FastifyReply, call: CachedCall, compute: () => Promise<T>) => {
    let json = answers.get(call.key, call.stamp);
    if (json === undefined) {
      // The route's serializer (http/response-serializer.ts writes strings); the API tests
      // check what it writes against the contract.
      json = reply.serialize(await compute()) as string;
      answers.set(call.key, call.stamp, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
}

/**
 * A key from its parts, in order. Only the last part may hold a '|' of its own (a search
 * term), so no two calls share a key.
 */
export const keyOf = (...parts: readonly (string | number | boolean | undefined)[]) =>
  parts.map((part) => (part === undefined ? '' : String(part))).join('|');
