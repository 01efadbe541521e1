import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { invalidateSchedules } from './invalidate-schedules';
import { scheduleQueryKeys } from './schedule-query-keys';

export function deleteSchedule(client: ApiClient, scheduleId: number) {
  return client.delete(fillPath(apiPaths.schedule, { id: scheduleId }), messageResponseSchema, {
    action: 'schedules.delete',
  });
}

export function deleteScheduleMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: scheduleQueryKeys.mutations.delete(ministryId),
    mutationFn: (scheduleId: number) => deleteSchedule(client, scheduleId),
    onSuccess: (_answer, scheduleId) => {
      queryClient.removeQueries({ queryKey: scheduleQueryKeys.detail(scheduleId) });
      return invalidateSchedules(queryClient, ministryId);
    },
  });
}

export function useDeleteSchedule(ministryId: number) {
  return useMutation(deleteScheduleMutationOptions(useApiClient(), useQueryClient(), ministryId));
}
