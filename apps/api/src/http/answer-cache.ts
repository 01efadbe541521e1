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
  const answers = createVersionedCache<Buffer>(limits, (body) => body.length);
  return async <T>(reply: FastifyReply, call: CachedCall, compute: () => Promise<T>) => {
    let body = answers.get(call.key, call.stamp);
    if (body === undefined) {
      // The route's serializer (http/response-serializer.ts writes strings); the API tests
      // check what it writes against the contract.
      body = Buffer.from(reply.serialize(await compute()) as string);
      answers.set(call.key, call.stamp, body);
    }
    // Kept as bytes: a string would be encoded into a new buffer for every response, and
    // those buffers live outside V8's heap until a collection (the list's 5 KB pages raised
    // the server's peak RSS by 40 MB that way).
    return reply.type('application/json; charset=utf-8').send(body);
  };
}

/**
 * A key from its parts, in order. Only the last part may hold a '|' of its own (a search
 * term), so no two calls share a key.
 */
export const keyOf = (...parts: readonly (string | number | boolean | undefined)[]) =>
  parts.map((part) => (part === undefined ? '' : String(part))).join('|');
