import { mutationOptions, useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type PasswordResetRequest } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';

export function resetPassword(client: ApiClient, body: PasswordResetRequest) {
  return client.post('/redefinir-senha', messageResponseSchema, {
    action: 'accounts.resetPassword',
    body,
  });
}

export function resetPasswordMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['account', 'reset-password'],
    mutationFn: (body: PasswordResetRequest) => resetPassword(client, body),
  });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions(useApiClient()));
}
