import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiPaths, fillPath, tokenResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

/** Exchanges the current (still valid) token for a new one; the caller stores it. */
export function refreshToken(client: ApiClient) {
  return client.post(fillPath(apiPaths.refreshToken), tokenResponseSchema, {
    action: 'accounts.refreshToken',
  });
}

export function refreshTokenMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.refreshToken(),
    mutationFn: () => refreshToken(client),
  });
}

export function useRefreshToken() {
  return useMutation(refreshTokenMutationOptions(useApiClient()));
}
