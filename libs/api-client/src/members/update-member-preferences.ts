import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  memberPreferencesSchema,
  type UpdateMemberPreferencesRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { invalidateMemberLists } from './invalidate-member-lists';
import { memberQueryKeys } from './member-query-keys';

export interface UpdateMemberPreferencesVariables {
  memberId: number;
  /** Both preferences (null clears one) and the `versao` they were read at. */
  preferences: UpdateMemberPreferencesRequest;
}

/** PUT /membros/{id}/preferencias: the caller's own auto-fill preferences. */
export function updateMemberPreferences(
  client: ApiClient,
  memberId: number,
  preferences: UpdateMemberPreferencesRequest,
) {
  return client.put(
    fillPath(apiPaths.memberPreferences, { id: memberId }),
    memberPreferencesSchema,
    { action: 'members.updatePreferences', body: preferences },
  );
}

export function updateMemberPreferencesMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: memberQueryKeys.mutations.updatePreferences(ministryId),
    mutationFn: ({ memberId, preferences }: UpdateMemberPreferencesVariables) =>
      updateMemberPreferences(client, memberId, preferences),
    // The members list carries the preferences (and their version, for the next save).
    onSuccess: () => invalidateMemberLists(queryClient, ministryId),
  });
}

export function useUpdateMemberPreferences(ministryId: number) {
  return useMutation(
    updateMemberPreferencesMutationOptions(useApiClient(), useQueryClient(), ministryId),
  );
}
