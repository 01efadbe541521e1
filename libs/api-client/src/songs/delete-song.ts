import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { scheduleQueryKeys } from '../schedules/schedule-query-keys';
import { invalidateSongLists } from './invalidate-song-lists';
import { songQueryKeys } from './song-query-keys';

export function deleteSong(client: ApiClient, songId: number) {
  return client.delete(fillPath(apiPaths.song, { id: songId }), messageResponseSchema, {
    action: 'songs.delete',
  });
}

/** Schedules that used the song keep it, marked excluida: their details are refreshed. */
export function deleteSongMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: songQueryKeys.mutations.delete(ministryId),
    mutationFn: (songId: number) => deleteSong(client, songId),
    onSuccess: (_answer, songId) => {
      queryClient.removeQueries({ queryKey: songQueryKeys.detail(songId) });
      return Promise.all([
        invalidateSongLists(queryClient, ministryId),
        queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.details() }),
      ]);
    },
  });
}

export function useDeleteSong(ministryId: number) {
  return useMutation(deleteSongMutationOptions(useApiClient(), useQueryClient(), ministryId));
}
