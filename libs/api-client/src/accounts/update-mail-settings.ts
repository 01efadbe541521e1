import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  mailSettingsSchema,
  type UpdateMailSettingsRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

export interface UpdateMailSettingsVariables {
  userId: number;
  changes: UpdateMailSettingsRequest;
}

export function updateMailSettings(
  client: ApiClient,
  userId: number,
  changes: UpdateMailSettingsRequest,
) {
  return client.put(fillPath(apiPaths.mailSettings, { id: userId }), mailSettingsSchema, {
    action: 'accounts.updateMailSettings',
    body: changes,
  });
}

export function updateMailSettingsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.updateMailSettings(),
    mutationFn: ({ userId, changes }: UpdateMailSettingsVariables) =>
      updateMailSettings(client, userId, changes),
    onSuccess: (settings, { userId }) => {
      queryClient.setQueryData(accountQueryKeys.mailSettings(userId), settings);
    },
  });
}

export function useUpdateMailSettings() {
  return useMutation(updateMailSettingsMutationOptions(useApiClient(), useQueryClient()));
}
