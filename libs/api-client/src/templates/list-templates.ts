import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, templateListSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { templateQueryKeys } from './template-query-keys';

export function listTemplates(client: ApiClient, ministryId: number) {
  return client.get(fillPath(apiPaths.ministryTemplates, { id: ministryId }), templateListSchema, {
    action: 'templates.list',
  });
}

export function templatesQueryOptions(client: ApiClient, ministryId: number) {
  return queryOptions({
    queryKey: templateQueryKeys.list(ministryId),
    queryFn: () => listTemplates(client, ministryId),
  });
}

export function useTemplates(ministryId: number, options: QueryHookOptions = {}) {
  return useQuery({ ...templatesQueryOptions(useApiClient(), ministryId), ...options });
}
