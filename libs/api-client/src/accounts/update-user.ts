import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  updateUserResponseSchema,
  type UpdateUserRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

export interface UpdateUserVariables {
  userId: number;
  changes: UpdateUserRequest;
}

/** A password change answers with a new token (older sessions end): the caller stores it. */
export function updateUser(client: ApiClient, userId: number, changes: UpdateUserRequest) {
  return client.put(fillPath(apiPaths.user, { id: userId }), updateUserResponseSchema, {
    action: 'accounts.updateUser',
    body: changes,
  });
}

export function updateUserMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.updateUser(),
    mutationFn: ({ userId, changes }: UpdateUserVariables) => updateUser(client, userId, changes),
    onSuccess: (answer) => {
      queryClient.setQueryData(accountQueryKeys.currentUser(), answer.usuario);
    },
  });
}

export function useUpdateUser() {
  return useMutation(updateUserMutationOptions(useApiClient(), useQueryClient()));
}
