import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NoResultError } from 'kysely';
import { z } from 'zod';
import {
  isMessageKey,
  requestLocale,
  message,
  type MessageKey,
  type ServerLocale,
} from '../i18n/messages';
import { isForeignKeyViolation } from '../db/foreign-key-violation';
import { isRetryableConflict, writeConflict } from '../db/write-transaction';
import { databaseBusy, HttpError, notFound } from './http-error';

// translateIssue reads zod's English default text ('…received undefined') to tell a missing
// field from a wrong type. The contracts are written with zod/mini, which loads no locale, so
// the API loads English itself rather than rely on some classic schema having been built first.
z.config(z.locales.en());

/** better-sqlite3's SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT...). */
const isSqliteBusy = (error: unknown) =>
  String((error as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_BUSY');

/** Errors of fastify and its plugins that deserve a more precise text than their status. */
const clientErrorCodes: Record<string, MessageKey> = {
  FST_REQ_FILE_TOO_LARGE: 'logo_too_large',
};

const clientErrorKeys: Record<number, MessageKey> = {
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/** design §4: one error shape, translated; server failures never show their details. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);

  // A row the request checked was deleted before its write landed (a ministry deleted while
  // its songs or schedules were being saved): the request found nothing, it did not fail.
  if (isForeignKeyViolation(error) || error instanceof NoResultError) {
    request.log.info({ err: error }, 'row gone before the write');
    return errorHandler(notFound(), request, reply);
  }
  // A write that lost to concurrent ones outside write()'s retries (db/write-transaction.ts),
  // or SQLite's file held by another process (a backup) beyond the busy timeout: the request
  // may simply be made again; nothing was written.
  if (isRetryableConflict(error)) {
    request.log.warn({ err: error }, 'write lost to a concurrent one');
    return errorHandler(writeConflict(), request, reply);
  }
  if (isSqliteBusy(error)) {
    request.log.warn({ err: error }, 'sqlite busy');
    return errorHandler(databaseBusy(), request, reply);
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({
      error: error.code,
      message: message(locale, error.messageKey, error.params),
      ...error.details,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({
      error: 'validation_error',
      message: message(locale, 'validation_error'),
      errors: fieldErrors(error.validation, locale),
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key = clientErrorCodes[error.code] ?? clientErrorKeys[status] ?? 'bad_request';
    return reply.code(status).send({ error: key, message: message(locale, key) });
  }
  // Details of server failures stay in the log: they can reveal internals to an attacker.
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .send({ error: 'internal_error', message: message(locale, 'internal_error') });
}

/** `{field: [messages]}` in the request's language, from the contracts' message codes. */
function fieldErrors(issues: FastifySchemaValidationError[], locale: ServerLocale) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    const text = translateIssue(issue, locale);
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

function translateIssue(issue: FastifySchemaValidationError, locale: ServerLocale): string {
  const code = issue.message ?? '';
  if (isMessageKey(code)) return message(locale, code);
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'invalid_type':
      // zod reports a missing field as an invalid type whose input was undefined.
      return message(locale, code.includes('undefined') ? 'required' : 'invalid_value');
    case 'too_small':
      return params.origin === 'string'
        ? message(locale, 'too_short', { minimum: String(params.minimum) })
        : message(locale, 'invalid_value');
    case 'too_big':
      return message(locale, params.origin === 'string' ? 'too_long' : 'invalid_value');
    case 'invalid_format':
      return message(locale, params.format === 'email' ? 'invalid_email' : 'invalid_value');
    default:
      return message(locale, 'invalid_value');
  }
}
