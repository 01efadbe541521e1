import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, songDetailSchema, type CreateSongRequest } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { invalidateSongLists } from './invalidate-song-lists';
import { songQueryKeys } from './song-query-keys';

/** Creates a song by hand, or imports one from Deezer (with id_externo / origem_externa). */
export function createSong(client: ApiClient, song: CreateSongRequest) {
  const imported = song.origem_externa === 'deezer';
  return client.post(fillPath(apiPaths.songs), songDetailSchema, {
    action: imported ? 'songs.importDeezer' : 'songs.create',
    body: song,
  });
}

export function createSongMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: songQueryKeys.mutations.create(),
    mutationFn: (song: CreateSongRequest) => createSong(client, song),
    onSuccess: (created) => {
      queryClient.setQueryData(songQueryKeys.detail(created.id), created);
      return invalidateSongLists(queryClient, created.ministerio_id);
    },
  });
}

export function useCreateSong() {
  return useMutation(createSongMutationOptions(useApiClient(), useQueryClient()));
}
