import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, ministryMemberSchema } from '@levita/contracts';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { memberQueryKeys, type MemberListFilter } from './member-query-keys';

export const ministryMemberListSchema = z.array(ministryMemberSchema);

/** The ministry's members; pickers ask for status ATIVO only. */
export function listMembers(client: ApiClient, ministryId: number, filter: MemberListFilter = {}) {
  return client.get(
    fillPath(apiPaths.ministryMembers, { id: ministryId }),
    ministryMemberListSchema,
    {
      action: 'members.list',
      query: { ...filter },
    },
  );
}

export function membersQueryOptions(
  client: ApiClient,
  ministryId: number,
  filter: MemberListFilter = {},
) {
  return queryOptions({
    queryKey: memberQueryKeys.list(ministryId, filter),
    queryFn: () => listMembers(client, ministryId, filter),
  });
}

export function useMembers(
  ministryId: number,
  filter: MemberListFilter = {},
  options: QueryHookOptions = {},
) {
  return useQuery({ ...membersQueryOptions(useApiClient(), ministryId, filter), ...options });
}
