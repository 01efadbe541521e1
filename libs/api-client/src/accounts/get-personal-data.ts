import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiPaths, fillPath, personalDataSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

/**
 * Everything the API keeps about the caller (LGPD): read on demand for a download, so it is a
 * mutation, never cached (a copy in the query cache would outlive the need for it).
 */
export function getPersonalData(client: ApiClient, userId: number) {
  return client.get(fillPath(apiPaths.personalData, { id: userId }), personalDataSchema, {
    action: 'accounts.personalData',
  });
}

export function personalDataMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.personalData(),
    mutationFn: (userId: number) => getPersonalData(client, userId),
  });
}

export function usePersonalDataDownload() {
  return useMutation(personalDataMutationOptions(useApiClient()));
}
