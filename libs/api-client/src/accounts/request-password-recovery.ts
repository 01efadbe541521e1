import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  messageResponseSchema,
  type PasswordRecoveryRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

export function requestPasswordRecovery(client: ApiClient, body: PasswordRecoveryRequest) {
  return client.post(fillPath(apiPaths.passwordRecovery), messageResponseSchema, {
    action: 'accounts.requestPasswordRecovery',
    body,
  });
}

export function requestPasswordRecoveryMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.requestPasswordRecovery(),
    mutationFn: (body: PasswordRecoveryRequest) => requestPasswordRecovery(client, body),
  });
}

export function useRequestPasswordRecovery() {
  return useMutation(requestPasswordRecoveryMutationOptions(useApiClient()));
}
