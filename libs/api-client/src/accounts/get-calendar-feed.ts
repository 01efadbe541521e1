import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, calendarFeedSchema, fillPath } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { accountQueryKeys } from './account-query-keys';

/** GET /usuario/calendario: the caller's calendar feed address. */
export function getCalendarFeed(client: ApiClient) {
  return client.get(fillPath(apiPaths.calendarFeedAddress), calendarFeedSchema, {
    action: 'accounts.calendarFeed',
  });
}

export function calendarFeedQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: accountQueryKeys.calendarFeed(),
    queryFn: () => getCalendarFeed(client),
  });
}

export function useCalendarFeed(options: QueryHookOptions = {}) {
  return useQuery({ ...calendarFeedQueryOptions(useApiClient()), ...options });
}
