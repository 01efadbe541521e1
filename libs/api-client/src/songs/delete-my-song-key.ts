import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, mySongKeySchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { invalidateMySongKey } from './invalidate-my-song-key';
import { songQueryKeys } from './song-query-keys';

export interface DeleteMySongKeyVariables {
  ministryId: number;
  songId: number;
}

/** DELETE /ministerios/{ministryId}/musicas/{songId}/meu-tom: clears the caller's key of the song. */
export function deleteMySongKey(client: ApiClient, ministryId: number, songId: number) {
  return client.delete(fillPath(apiPaths.mySongKey, { ministryId, songId }), mySongKeySchema, {
    action: 'songs.deleteMySongKey',
  });
}

export function deleteMySongKeyMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: songQueryKeys.mutations.deleteMySongKey(),
    mutationFn: ({ ministryId, songId }: DeleteMySongKeyVariables) =>
      deleteMySongKey(client, ministryId, songId),
    onSuccess: (_cleared, { ministryId, songId }) =>
      invalidateMySongKey(queryClient, ministryId, songId),
  });
}

export function useDeleteMySongKey() {
  return useMutation(deleteMySongKeyMutationOptions(useApiClient(), useQueryClient()));
}
