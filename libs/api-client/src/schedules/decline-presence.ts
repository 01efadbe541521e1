import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  confirmPresenceResponseSchema,
  fillPath,
  type DeclinePresenceRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { afterPresenceAnswer } from './confirm-presence';
import { scheduleQueryKeys } from './schedule-query-keys';

/** POST /escalas/{id}/recusar: declines with a reason, or replaces the reason. */
export function declinePresence(
  client: ApiClient,
  scheduleId: number,
  body: DeclinePresenceRequest,
) {
  return client.post(
    fillPath(apiPaths.declinePresence, { id: scheduleId }),
    confirmPresenceResponseSchema,
    { body, action: 'schedules.decline' },
  );
}

export function declinePresenceMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: scheduleQueryKeys.mutations.decline(),
    mutationFn: ({ scheduleId, motivo }: { scheduleId: number; motivo: string }) =>
      declinePresence(client, scheduleId, { motivo }),
    onSuccess: (_answer, { scheduleId }) => afterPresenceAnswer(queryClient, scheduleId),
  });
}

export function useDeclinePresence() {
  return useMutation(declinePresenceMutationOptions(useApiClient(), useQueryClient()));
}
