import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, songDetailSchema, type UpdateSongRequest } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { scheduleQueryKeys } from '../schedules/schedule-query-keys';
import { invalidateSongLists } from './invalidate-song-lists';
import { songQueryKeys } from './song-query-keys';

export interface UpdateSongVariables {
  songId: number;
  changes: UpdateSongRequest;
}

export function updateSong(client: ApiClient, songId: number, changes: UpdateSongRequest) {
  return client.put(fillPath(apiPaths.song, { id: songId }), songDetailSchema, {
    action: 'songs.update',
    body: changes,
  });
}

/** Schedule details show the song's key and links, so they are refreshed too. */
export function updateSongMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: songQueryKeys.mutations.update(),
    mutationFn: ({ songId, changes }: UpdateSongVariables) => updateSong(client, songId, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(songQueryKeys.detail(updated.id), updated);
      return Promise.all([
        invalidateSongLists(queryClient, updated.ministerio_id),
        queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.details() }),
      ]);
    },
  });
}

export function useUpdateSong() {
  return useMutation(updateSongMutationOptions(useApiClient(), useQueryClient()));
}
