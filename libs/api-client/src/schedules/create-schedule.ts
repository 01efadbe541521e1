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

/** A refusal for unavailable members carries them in the error's membros_indisponiveis. */
export function createSchedule(client: ApiClient, schedule: SaveScheduleRequest) {
  return client.post(fillPath(apiPaths.schedules), scheduleDetailSchema, {
    action: 'schedules.create',
    body: schedule,
  });
}

export function createScheduleMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: scheduleQueryKeys.mutations.create(),
    mutationFn: (schedule: SaveScheduleRequest) => createSchedule(client, schedule),
    onSuccess: (created) => {
      queryClient.setQueryData(scheduleQueryKeys.detail(created.id), created);
      return invalidateSchedules(queryClient, created.ministerio_id);
    },
  });
}

export function useCreateSchedule() {
  return useMutation(createScheduleMutationOptions(useApiClient(), useQueryClient()));
}
