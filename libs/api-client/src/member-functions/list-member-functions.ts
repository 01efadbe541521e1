import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, memberFunctionSchema } from '@levita/contracts';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { memberFunctionQueryKeys } from './member-function-query-keys';

export const memberFunctionListSchema = z.array(memberFunctionSchema);

export function listMemberFunctions(client: ApiClient, memberId: number) {
  return client.get(
    fillPath(apiPaths.memberFunctions, { id: memberId }),
    memberFunctionListSchema,
    {
      action: 'memberFunctions.list',
    },
  );
}

export function memberFunctionsQueryOptions(client: ApiClient, memberId: number) {
  return queryOptions({
    queryKey: memberFunctionQueryKeys.list(memberId),
    queryFn: () => listMemberFunctions(client, memberId),
  });
}

export function useMemberFunctions(memberId: number, options: QueryHookOptions = {}) {
  return useQuery({ ...memberFunctionsQueryOptions(useApiClient(), memberId), ...options });
}
