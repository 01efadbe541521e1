import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, confirmPresenceResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { reportQueryKeys } from '../reports/report-query-keys';
import { scheduleQueryKeys } from './schedule-query-keys';

export function confirmPresence(client: ApiClient, scheduleId: number) {
  return client.post(
    fillPath(apiPaths.confirmPresence, { id: scheduleId }),
    confirmPresenceResponseSchema,
    {
      action: 'schedules.confirm',
    },
  );
}

/**
 * What an answer (a confirmation or a decline) changes: the schedule's detail and presence
 * (one key), the caller's schedules, the lists' counts and the reports' participations.
 */
export const afterPresenceAnswer = (queryClient: QueryClient, scheduleId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.detail(scheduleId) }),
    queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: reportQueryKeys.all }),
  ]);

export function confirmPresenceMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: scheduleQueryKeys.mutations.confirm(),
    mutationFn: (scheduleId: number) => confirmPresence(client, scheduleId),
    onSuccess: (_answer, scheduleId) => afterPresenceAnswer(queryClient, scheduleId),
  });
}

export function useConfirmPresence() {
  return useMutation(confirmPresenceMutationOptions(useApiClient(), useQueryClient()));
}
