import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, mailSettingsSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { accountQueryKeys } from './account-query-keys';

/** Which schedule e-mails the user gets, and in which language. */
export function getMailSettings(client: ApiClient, userId: number) {
  return client.get(fillPath(apiPaths.mailSettings, { id: userId }), mailSettingsSchema, {
    action: 'accounts.mailSettings',
  });
}

export function mailSettingsQueryOptions(client: ApiClient, userId: number) {
  return queryOptions({
    queryKey: accountQueryKeys.mailSettings(userId),
    queryFn: () => getMailSettings(client, userId),
  });
}

export function useMailSettings(userId: number, options: QueryHookOptions = {}) {
  return useQuery({ ...mailSettingsQueryOptions(useApiClient(), userId), ...options });
}
