import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  participationReportSchema,
  type ParticipationReport,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { SelectQueryHookOptions } from '../query/query-hook-options';
import { reportQueryKeys, type ParticipationReportParams } from './report-query-keys';

export function getParticipationReport(client: ApiClient, params: ParticipationReportParams) {
  return client.get(fillPath(apiPaths.participationReport), participationReportSchema, {
    action: 'reports.participation',
    query: { ...params },
  });
}

export function participationReportQueryOptions(
  client: ApiClient,
  params: ParticipationReportParams,
) {
  return queryOptions({
    queryKey: reportQueryKeys.participation(params),
    queryFn: () => getParticipationReport(client, params),
  });
}

export function useParticipationReport(
  params: ParticipationReportParams,
  options: SelectQueryHookOptions<ParticipationReport> = {},
) {
  return useQuery({ ...participationReportQueryOptions(useApiClient(), params), ...options });
}
