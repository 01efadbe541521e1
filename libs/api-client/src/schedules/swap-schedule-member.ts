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
  type SwapMemberRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { afterScheduleChanged } from './invalidate-schedules';
import { scheduleQueryKeys } from './schedule-query-keys';

/** POST /escalas/{id}/substituir: a substitute takes a declined member's place. */
export function swapScheduleMember(client: ApiClient, scheduleId: number, body: SwapMemberRequest) {
  return client.post(
    fillPath(apiPaths.swapScheduleMember, { id: scheduleId }),
    scheduleDetailSchema,
    { body, action: 'schedules.swap' },
  );
}

export function swapScheduleMemberMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: scheduleQueryKeys.mutations.swap(),
    mutationFn: ({ scheduleId, ...body }: SwapMemberRequest & { scheduleId: number }) =>
      swapScheduleMember(client, scheduleId, body),
    onSuccess: (updated) => afterScheduleChanged(queryClient, updated),
  });
}

export function useSwapScheduleMember() {
  return useMutation(swapScheduleMemberMutationOptions(useApiClient(), useQueryClient()));
}
