import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { memberQueryKeys } from './member-query-keys';
import { invalidateMemberLists } from './invalidate-member-lists';

/** Rejects a pending request, deactivates an active member or removes an inactive one. */
export function removeMember(client: ApiClient, memberId: number) {
  return client.delete(fillPath(apiPaths.member, { id: memberId }), messageResponseSchema, {
    action: 'members.remove',
  });
}

export function removeMemberMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: memberQueryKeys.mutations.remove(ministryId),
    mutationFn: (memberId: number) => removeMember(client, memberId),
    onSuccess: () => invalidateMemberLists(queryClient, ministryId),
  });
}

export function useRemoveMember(ministryId: number) {
  return useMutation(removeMemberMutationOptions(useApiClient(), useQueryClient(), ministryId));
}
