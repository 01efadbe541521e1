import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, userSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { accountQueryKeys } from './account-query-keys';

export function getCurrentUser(client: ApiClient) {
  return client.get(fillPath(apiPaths.currentUser), userSchema, { action: 'accounts.currentUser' });
}

export function currentUserQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: accountQueryKeys.currentUser(),
    queryFn: () => getCurrentUser(client),
  });
}

export function useCurrentUser(options: QueryHookOptions = {}) {
  return useQuery({ ...currentUserQueryOptions(useApiClient()), ...options });
}
