import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

/** Deletes the caller's account; 409 (ministerios_proprios) while they own a ministry. */
export function deleteAccount(client: ApiClient, userId: number) {
  return client.delete(fillPath(apiPaths.user, { id: userId }), messageResponseSchema, {
    action: 'accounts.deleteAccount',
  });
}

export function deleteAccountMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.deleteAccount(),
    mutationFn: (userId: number) => deleteAccount(client, userId),
  });
}

export function useDeleteAccount() {
  return useMutation(deleteAccountMutationOptions(useApiClient()));
}
