import { errorMessageOf, isApiError } from '@levita/api-client';

/**
 * What a failed recovery or reset call shows: when the server could not be reached (status 0)
 * the page's connection text (part 2 §8), otherwise the API's own message.
 */
export function requestErrorMessage(error: unknown, connectionError: string, locale: string) {
  if (isApiError(error) && error.status === 0) return connectionError;
  return errorMessageOf(error, locale);
}
