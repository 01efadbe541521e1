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

export interface UpdateMinistryInput {
  nome?: string;
  aceitando_membros?: boolean;
  /** Hours before a schedule that reminders go; 0: none. */
  lembrete_horas?: number;
  /** A new logo: the call becomes multipart. */
  logo?: Blob;
  /** The version the settings were read at: an edit from an older one is refused (409). */
  versao?: number;
}

export interface UpdateMinistryVariables {
  ministryId: number;
  changes: UpdateMinistryInput;
}

/** JSON, or multipart when a logo goes with it (part 1 §7). */
export function updateMinistry(
  client: ApiClient,
  ministryId: number,
  changes: UpdateMinistryInput,
) {
  const { logo, ...fields } = changes;
  return client.put(fillPath(apiPaths.ministry, { id: ministryId }), ministrySchema, {
    action: 'ministries.update',
    body: logo ? ministryFormData(changes) : fields,
  });
}

export function updateMinistryMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ministryQueryKeys.mutations.update(),
    mutationFn: ({ ministryId, changes }: UpdateMinistryVariables) =>
      updateMinistry(client, ministryId, changes),
    onSuccess: (ministry) => {
      queryClient.setQueryData(ministryQueryKeys.detail(ministry.id), ministry);
      return queryClient.invalidateQueries({ queryKey: ministryQueryKeys.list() });
    },
  });
}

export function useUpdateMinistry() {
  return useMutation(updateMinistryMutationOptions(useApiClient(), useQueryClient()));
}
