import { mutationOptions, useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type PasswordRecoveryRequest } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';

export function requestPasswordRecovery(client: ApiClient, body: PasswordRecoveryRequest) {
  return client.post('/recuperar-senha', messageResponseSchema, {
    action: 'accounts.requestPasswordRecovery',
    body,
  });
}

export function requestPasswordRecoveryMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['account', 'request-password-recovery'],
    mutationFn: (body: PasswordRecoveryRequest) => requestPasswordRecovery(client, body),
  });
}

export function useRequestPasswordRecovery() {
  return useMutation(requestPasswordRecoveryMutationOptions(useApiClient()));
}
