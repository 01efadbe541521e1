import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

/** "Sign out everywhere": every session of the caller ends, this one included. */
export function endAllSessions(client: ApiClient) {
  return client.delete(fillPath(apiPaths.allSessions), messageResponseSchema, {
    action: 'accounts.endAllSessions',
  });
}

export function endAllSessionsMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.endAllSessions(),
    mutationFn: () => endAllSessions(client),
  });
}

export function useEndAllSessions() {
  return useMutation(endAllSessionsMutationOptions(useApiClient()));
}
