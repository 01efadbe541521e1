import { mutationOptions, useMutation } from '@tanstack/react-query';
import { registerResponseSchema, type RegisterRequest } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';

export function registerUser(client: ApiClient, body: RegisterRequest) {
  return client.post('/register', registerResponseSchema, { action: 'accounts.register', body });
}

export function registerMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['account', 'register'],
    mutationFn: (body: RegisterRequest) => registerUser(client, body),
  });
}

export function useRegister() {
  return useMutation(registerMutationOptions(useApiClient()));
}
