import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  messageResponseSchema,
  type PasswordResetRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

export function resetPassword(client: ApiClient, body: PasswordResetRequest) {
  return client.post(fillPath(apiPaths.passwordReset), messageResponseSchema, {
    action: 'accounts.resetPassword',
    body,
  });
}

export function resetPasswordMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.resetPassword(),
    mutationFn: (body: PasswordResetRequest) => resetPassword(client, body),
  });
}

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions(useApiClient()));
}
