import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  type AutoFillRequest,
  autoFillResponseSchema,
  fillPath,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { invalidateSchedules } from './invalidate-schedules';
import { scheduleQueryKeys } from './schedule-query-keys';

/** "Preencher equipe": one draft, or every draft of a month; the picks come with reasons. */
export function autoFillTeam(client: ApiClient, ministryId: number, request: AutoFillRequest) {
  return client.post(
    fillPath(apiPaths.ministryAutoFill, { id: ministryId }),
    autoFillResponseSchema,
    { action: 'schedules.autoFill', body: request },
  );
}

export function autoFillTeamMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: scheduleQueryKeys.mutations.autoFill(ministryId),
    mutationFn: (request: AutoFillRequest) => autoFillTeam(client, ministryId, request),
    onSuccess: ({ resultados }) =>
      Promise.all([
        ...resultados.map((result) =>
          queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.detail(result.escala_id) }),
        ),
        invalidateSchedules(queryClient, ministryId),
      ]),
  });
}

export function useAutoFillTeam(ministryId: number) {
  return useMutation(autoFillTeamMutationOptions(useApiClient(), useQueryClient(), ministryId));
}
