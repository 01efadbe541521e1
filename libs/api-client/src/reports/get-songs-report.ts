import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, songsReportSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { reportQueryKeys, type SongsReportParams } from './report-query-keys';

export function getSongsReport(client: ApiClient, params: SongsReportParams) {
  return client.get(fillPath(apiPaths.songsReport), songsReportSchema, {
    action: 'reports.songs',
    query: { ...params },
  });
}

export function songsReportQueryOptions(client: ApiClient, params: SongsReportParams) {
  return queryOptions({
    queryKey: reportQueryKeys.songs(params),
    queryFn: () => getSongsReport(client, params),
  });
}

export function useSongsReport(params: SongsReportParams, options: QueryHookOptions = {}) {
  return useQuery({ ...songsReportQueryOptions(useApiClient(), params), ...options });
}
