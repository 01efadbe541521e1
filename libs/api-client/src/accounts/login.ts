import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, loginResponseSchema, type LoginRequest } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

export function login(client: ApiClient, body: LoginRequest) {
  return client.post(fillPath(apiPaths.login), loginResponseSchema, {
    action: 'accounts.login',
    body,
  });
}

/** The answer carries the user: the current-user query starts from it, no second call. */
export function loginMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.login(),
    mutationFn: (body: LoginRequest) => login(client, body),
    onSuccess: (session) => {
      queryClient.setQueryData(accountQueryKeys.currentUser(), session.usuario);
    },
  });
}

export function useLogin() {
  return useMutation(loginMutationOptions(useApiClient(), useQueryClient()));
}
