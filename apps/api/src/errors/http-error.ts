import type { ApiErrorBody } from '@levita/contracts';
import type { MessageKey, MessageParams } from '../i18n/messages';

/** Fields an answer carries besides error and message (already translated). */
export type ErrorDetails = Pick<
  ApiErrorBody,
  'errors' | 'membros_indisponiveis' | 'ministerios_proprios'
>;

/**
 * A failure the client caused or may act on. Routes throw it; the error handler answers
 * `{error: code, message}` with the message in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly details: ErrorDetails = {},
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'not_found', 'not_found');
export const forbidden = () => new HttpError(403, 'forbidden', 'forbidden');
export const invalidToken = () => new HttpError(401, 'invalid_token', 'invalid_token');

/** The database could not take the request in time; Retry-After tells when to try again. */
export const databaseBusy = () => new HttpError(503, 'database_busy', 'database_busy');
