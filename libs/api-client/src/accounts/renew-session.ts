import { apiPaths, fillPath, tokenResponseSchema } from '@levita/contracts';
import type { ApiClient } from '../client/api-client';

/**
 * Renews the access token with the browser's lasting session (the httpOnly cookie the API
 * set at sign-in, rotated by this call); with no cookie, a still valid access token starts
 * one. 401 token_expired when the session has ended.
 */
export function renewSession(client: ApiClient) {
  return client.post(fillPath(apiPaths.browserSession), tokenResponseSchema, {
    action: 'accounts.renewSession',
  });
}
