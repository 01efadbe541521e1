import { createApiClient, type ApiClient } from '@levita/api-client';
import { currentLocale } from './preferences-store';
import { renewSession, renewThrough } from './session/session-renewal';
import { currentToken, expireSession } from './session/session-store';

/** Where the shell's own calls go: the API on the same origin (design §2). */
export const shellApiBaseUrl = '/api';

/**
 * The shell's API client: the session's current token on every call, the page's language as
 * Accept-Language. A 401 token_expired from any call first renews the access token with the
 * browser's lasting session and tries once more; only when that is refused does the session
 * end (part 1 §4).
 */
export function createShellApiClient({
  baseUrl = shellApiBaseUrl,
}: { baseUrl?: string } = {}): ApiClient {
  renewThrough(createApiClient({ baseUrl, getToken: currentToken, getLocale: currentLocale }));
  return createApiClient({
    baseUrl,
    getToken: currentToken,
    getLocale: currentLocale,
    renewSession,
    onUnauthorized: expireSession,
  });
}
