import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  messageResponseSchema,
  type UpdateMemberRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { memberQueryKeys } from './member-query-keys';
import type { ApiAction } from '../messages/messages';
import { invalidateMemberLists } from './invalidate-member-lists';

export interface UpdateMemberVariables {
  memberId: number;
  /** `{status: 'ATIVO'}` approves or reactivates; `{admin}` promotes or demotes. */
  changes: UpdateMemberRequest;
}

/** Each change has its own fallback text (part 1 §8). */
function actionOf(changes: UpdateMemberRequest): ApiAction {
  if ('admin' in changes) return changes.admin ? 'members.promote' : 'members.demote';
  return 'members.updateStatus';
}

export function updateMember(client: ApiClient, memberId: number, changes: UpdateMemberRequest) {
  return client.put(fillPath(apiPaths.member, { id: memberId }), messageResponseSchema, {
    action: actionOf(changes),
    body: changes,
  });
}

export function updateMemberMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: memberQueryKeys.mutations.update(ministryId),
    mutationFn: ({ memberId, changes }: UpdateMemberVariables) =>
      updateMember(client, memberId, changes),
    onSuccess: () => invalidateMemberLists(queryClient, ministryId),
  });
}

export function useUpdateMember(ministryId: number) {
  return useMutation(updateMemberMutationOptions(useApiClient(), useQueryClient(), ministryId));
}
