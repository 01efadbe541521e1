import { errorMessageOf, isApiError } from '@levita/api-client';

/**
 * Why the server refused, when it said so: a 4xx carries the API's reason (already assigned,
 * member not active, not allowed...). A 5xx or a lost connection only has a generic text,
 * which the screen's own message already says better.
 */
export function serverReason(error: unknown, locale: string): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  return errorMessageOf(error, locale);
}
