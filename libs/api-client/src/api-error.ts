import type { ApiErrorBody } from '@levita/contracts';
import {
  errorText,
  formatValidationErrors,
  toApiLocale,
  type ApiAction,
  type ApiLocale,
} from './messages/messages';

export interface ApiErrorContext {
  /** The call that failed. */
  action?: ApiAction;
  /** Its fallback text (`actionFallbackMessage`): stands in for a missing server message. */
  fallbackMessage?: string;
  /** The request's language; pt-BR by default, like the API. */
  locale?: string;
}

/**
 * A failed call, normalised: status (0 when the server could not be reached) plus the API's
 * `{error, message, errors, membros_indisponiveis}` body. `message` is never empty: without
 * a server text it is the action's fallback. `displayMessage` is what a screen shows.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly errors: ApiErrorBody['errors'];
  readonly membros_indisponiveis: ApiErrorBody['membros_indisponiveis'];
  /** An account deletion refused: the ministries the caller still owns. */
  readonly ministerios_proprios: ApiErrorBody['ministerios_proprios'];
  readonly action: ApiAction | undefined;
  readonly locale: ApiLocale;
  readonly displayMessage: string;

  constructor(status: number, body: ApiErrorBody, context: ApiErrorContext = {}) {
    const locale = toApiLocale(context.locale);
    const message =
      body.message.trim() || context.fallbackMessage || errorText('unreadableResponse', locale);
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = body.error;
    this.errors = body.errors;
    this.membros_indisponiveis = body.membros_indisponiveis;
    this.ministerios_proprios = body.ministerios_proprios;
    this.action = context.action;
    this.locale = locale;
    this.displayMessage = displayMessageOf(this);
  }

  /** The session is over: the shell clears it and goes to /login. */
  get isSessionExpired(): boolean {
    return this.status === 401 && this.error === 'token_expired';
  }
}

/** Part 2 §8: an expired session, then a validation map, then the message. */
function displayMessageOf(error: ApiError): string {
  if (error.isSessionExpired) return errorText('sessionExpired', error.locale);
  if (error.errors && Object.values(error.errors).some((messages) => messages.length > 0))
    return formatValidationErrors(error.errors, error.locale);
  return error.message;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The text to show for anything a call threw: an ApiError's display message, else a generic one. */
export function errorMessageOf(error: unknown, locale: string): string {
  if (isApiError(error)) return error.displayMessage;
  return errorText('unknown', toApiLocale(locale));
}

/**
 * Why the server refused a call, in the request's language: the message of a 4xx answer (a
 * 409 for a schedule finished meanwhile, a 404 for a record deleted meanwhile, a 403). Null for
 * anything else: a 5xx hides its details and a network failure says nothing the screen's own
 * "could not" text does not say better.
 */
export function refusalReasonOf(error: unknown): string | null {
  return isApiError(error) && error.status >= 400 && error.status < 500
    ? error.displayMessage
    : null;
}
