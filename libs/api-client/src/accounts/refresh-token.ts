import { mutationOptions, useMutation } from '@tanstack/react-query';
import { tokenResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';

/** Exchanges the current (still valid) token for a new one; the caller stores it. */
export function refreshToken(client: ApiClient) {
  return client.post('/refresh-token', tokenResponseSchema, { action: 'accounts.refreshToken' });
}

export function refreshTokenMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['account', 'refresh-token'],
    mutationFn: () => refreshToken(client),
  });
}

export function useRefreshToken() {
  return useMutation(refreshTokenMutationOptions(useApiClient()));
}
