import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  registerResponseSchema,
  type RegisterRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

export function registerUser(client: ApiClient, body: RegisterRequest) {
  return client.post(fillPath(apiPaths.register), registerResponseSchema, {
    action: 'accounts.register',
    body,
  });
}

export function registerMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.register(),
    mutationFn: (body: RegisterRequest) => registerUser(client, body),
  });
}

export function useRegister() {
  return useMutation(registerMutationOptions(useApiClient()));
}
