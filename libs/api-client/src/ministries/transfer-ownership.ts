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
  type TransferOwnershipRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { memberQueryKeys } from '../members/member-query-keys';
import { ministryQueryKeys } from './ministry-query-keys';

export interface TransferOwnershipVariables {
  ministryId: number;
  body: TransferOwnershipRequest;
}

/** Makes an active administrator the ministry's owner (owner only). */
export function transferOwnership(
  client: ApiClient,
  ministryId: number,
  body: TransferOwnershipRequest,
) {
  return client.post(
    fillPath(apiPaths.transferOwnership, { id: ministryId }),
    messageResponseSchema,
    { action: 'ministries.transferOwnership', body },
  );
}

export function transferOwnershipMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ministryQueryKeys.mutations.transferOwnership(),
    mutationFn: ({ ministryId, body }: TransferOwnershipVariables) =>
      transferOwnership(client, ministryId, body),
    // The caller's standing (now ADMIN), the ministry and its member list all changed.
    onSuccess: (_answer, { ministryId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ministryQueryKeys.detail(ministryId) }),
        queryClient.invalidateQueries({ queryKey: ministryQueryKeys.list() }),
        queryClient.invalidateQueries({ queryKey: memberQueryKeys.ministry(ministryId) }),
      ]),
  });
}

export function useTransferOwnership() {
  return useMutation(transferOwnershipMutationOptions(useApiClient(), useQueryClient()));
}
