import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  mySongKeySchema,
  type UpdateMySongKeyRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { invalidateMySongKey } from './invalidate-my-song-key';
import { songQueryKeys } from './song-query-keys';

export interface UpdateMySongKeyVariables {
  ministryId: number;
  songId: number;
  body: UpdateMySongKeyRequest;
}

/** PUT /ministerios/{ministryId}/musicas/{songId}/meu-tom: saves the caller's key of the song. */
export function updateMySongKey(
  client: ApiClient,
  ministryId: number,
  songId: number,
  body: UpdateMySongKeyRequest,
) {
  return client.put(fillPath(apiPaths.mySongKey, { ministryId, songId }), mySongKeySchema, {
    action: 'songs.updateMySongKey',
    body,
  });
}

export function updateMySongKeyMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: songQueryKeys.mutations.updateMySongKey(),
    mutationFn: ({ ministryId, songId, body }: UpdateMySongKeyVariables) =>
      updateMySongKey(client, ministryId, songId, body),
    onSuccess: (_saved, { ministryId, songId }) =>
      invalidateMySongKey(queryClient, ministryId, songId),
  });
}

export function useUpdateMySongKey() {
  return useMutation(updateMySongKeyMutationOptions(useApiClient(), useQueryClient()));
}
