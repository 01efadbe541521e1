import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  scheduleDetailSchema,
  type SaveScheduleRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { invalidateSchedules } from './invalidate-schedules';
import { scheduleQueryKeys } from './schedule-query-keys';

export interface UpdateScheduleVariables {
  scheduleId: number;
  schedule: SaveScheduleRequest;
}

export function updateSchedule(
  client: ApiClient,
  scheduleId: number,
  schedule: SaveScheduleRequest,
) {
  return client.put(fillPath(apiPaths.schedule, { id: scheduleId }), scheduleDetailSchema, {
    action: 'schedules.update',
    body: schedule,
  });
}

export function updateScheduleMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: scheduleQueryKeys.mutations.update(),
    mutationFn: ({ scheduleId, schedule }: UpdateScheduleVariables) =>
      updateSchedule(client, scheduleId, schedule),
    onSuccess: (updated) => {
      queryClient.setQueryData(scheduleQueryKeys.detail(updated.id), updated);
      return Promise.all([
        // Who is scheduled may have changed, and with it the presence check.
        queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.presence(updated.id) }),
        invalidateSchedules(queryClient, updated.ministerio_id),
      ]);
    },
  });
}

export function useUpdateSchedule() {
  return useMutation(updateScheduleMutationOptions(useApiClient(), useQueryClient()));
}
