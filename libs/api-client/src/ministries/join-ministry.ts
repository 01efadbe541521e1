import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema, ministrySchema } from '@levita/contracts';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '../client/api-client';
import { ministryQueryKeys } from './ministry-query-keys';

export const joinMinistryResponseSchema = z.extend(messageResponseSchema, {
  ministerio: ministrySchema,
});

/** Asks to join by access code; the caller becomes PENDENTE until an admin approves. */
export function joinMinistry(client: ApiClient, accessCode: string) {
  return client.post(
    fillPath(apiPaths.joinMinistry, { codigo_acesso: accessCode }),
    joinMinistryResponseSchema,
    { action: 'ministries.join' },
  );
}

export function joinMinistryMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ministryQueryKeys.mutations.join(),
    mutationFn: (accessCode: string) => joinMinistry(client, accessCode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ministryQueryKeys.list() }),
  });
}

export function useJoinMinistry() {
  return useMutation(joinMinistryMutationOptions(useApiClient(), useQueryClient()));
}
