import { createApiClient, type ApiClient } from '@levita/api-client';
import { currentLocale } from './preferences-store';
import { currentToken, expireSession } from './session/session-store';

/** Where the shell's own calls go: the API on the same origin (design §2). */
export const shellApiBaseUrl = '/api';

/**
 * The shell's API client: the session's current token on every call, the page's language as
 * Accept-Language, and a 401 token_expired from any call ends the session (part 1 §4).
 */
export function createShellApiClient({
  baseUrl = shellApiBaseUrl,
}: { baseUrl?: string } = {}): ApiClient {
  return createApiClient({
    baseUrl,
    getToken: currentToken,
    getLocale: currentLocale,
    onUnauthorized: expireSession,
  });
}
