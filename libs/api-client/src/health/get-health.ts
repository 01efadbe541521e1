import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, healthResponseSchema } from '@levita/contracts';
import { useApiClient } from '../client/api-client';
import type { HttpClient } from '../http-client';
import type { QueryHookOptions } from '../query/query-hook-options';

export const healthQueryKey = ['health'] as const;

export function getHealth(client: HttpClient) {
  return client.get(fillPath(apiPaths.health), healthResponseSchema, { action: 'health.get' });
}

export function healthQueryOptions(client: HttpClient) {
  return queryOptions({ queryKey: healthQueryKey, queryFn: () => getHealth(client) });
}

export function useHealth(options: QueryHookOptions = {}) {
  return useQuery({ ...healthQueryOptions(useApiClient()), ...options });
}
