import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import type { ApiClient } from '../client/api-client';

/** Signs this browser out: its lasting session stops working (the cookie is cleared). */
export function endSession(client: ApiClient) {
  return client.delete(fillPath(apiPaths.browserSession), messageResponseSchema, {
    action: 'accounts.endSession',
  });
}
