import { isApiError } from '@levita/api-client';

/**
 * Part 2 §8: the server's message (or the API client's text for that call), else the
 * screen's own fallback (error_saving, error_deleting) for anything that is not an API error.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.displayMessage : fallback;
}
