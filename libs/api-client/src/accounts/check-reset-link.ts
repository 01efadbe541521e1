import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, passwordResetLinkSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { accountQueryKeys } from './account-query-keys';

/** Whether a reset link still works (400 invalid_token when it does not). */
export function checkResetLink(client: ApiClient, token: string) {
  return client.get(fillPath(apiPaths.passwordResetLink, { token }), passwordResetLinkSchema, {
    action: 'accounts.resetLink',
  });
}

export function resetLinkQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: accountQueryKeys.resetLink(token),
    queryFn: () => checkResetLink(client, token),
  });
}

export function useResetLink(token: string, options: QueryHookOptions = {}) {
  return useQuery({ ...resetLinkQueryOptions(useApiClient(), token), ...options });
}
