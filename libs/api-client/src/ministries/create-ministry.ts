import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, ministrySchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { ministryFormData } from './ministry-form-data';
import { ministryQueryKeys } from './ministry-query-keys';

export interface CreateMinistryInput {
  nome: string;
  /** true when left out (part 1 §9). */
  aceitando_membros?: boolean;
  /** JPG, PNG or GIF; the server checks its bytes and size. */
  logo?: Blob;
}

/** Sent as multipart, the web's way (part 1 §7); the API adds the 18 default functions. */
export function createMinistry(client: ApiClient, input: CreateMinistryInput) {
  return client.post(fillPath(apiPaths.ministries), ministrySchema, {
    action: 'ministries.create',
    body: ministryFormData(input),
  });
}

export function createMinistryMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ministryQueryKeys.mutations.create(),
    mutationFn: (input: CreateMinistryInput) => createMinistry(client, input),
    onSuccess: (ministry) => {
      queryClient.setQueryData(ministryQueryKeys.detail(ministry.id), ministry);
      return queryClient.invalidateQueries({ queryKey: ministryQueryKeys.list() });
    },
  });
}

export function useCreateMinistry() {
  return useMutation(createMinistryMutationOptions(useApiClient(), useQueryClient()));
}
