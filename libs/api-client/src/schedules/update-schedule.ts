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
import { afterScheduleChanged } from './invalidate-schedules';
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
    onSuccess: (updated) => afterScheduleChanged(queryClient, updated),
  });
}

export function useUpdateSchedule() {
  return useMutation(updateScheduleMutationOptions(useApiClient(), useQueryClient()));
}
