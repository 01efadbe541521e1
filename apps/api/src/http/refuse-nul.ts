import { hasNul } from '@levita/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors/http-error';
import { message, requestLocale } from '../i18n/messages';

/** Where the first text holding a NUL sits in a parsed input ('a.0.b'; '' for the input itself). */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasNul(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const found = hasNul(key) ? at : nulPath(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The contracts refuse a NUL in every text a person types; this catches the rest (passwords,
 * tokens, names of unknown fields) after validation, so no NUL reaches a query: PostgreSQL
 * answers one with an error, SQLite would store it.
 */
export function refuseNul(app: FastifyInstance) {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    for (const input of [request.params, request.query, request.body]) {
      const field = nulPath(input);
      if (field === undefined) continue;
      const text = message(requestLocale(request), 'invalid_characters');
      throw new HttpError(
        400,
        'validation_error',
        'validation_error',
        {},
        {
          errors: { [field || 'body']: [text] },
        },
      );
    }
  });
}
