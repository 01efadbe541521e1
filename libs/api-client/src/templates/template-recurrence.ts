import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  recurrencePreviewSchema,
  type RecurrenceRequest,
  recurrenceResultSchema,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { invalidateSchedules } from '../schedules/invalidate-schedules';
import { templateQueryKeys } from './template-query-keys';

export interface RecurrenceVariables {
  templateId: number;
  rule: RecurrenceRequest;
}

/** The dates and times the rule gives, each saying whether its schedule is there already. */
export function previewRecurrence(client: ApiClient, templateId: number, rule: RecurrenceRequest) {
  return client.post(
    fillPath(apiPaths.templateRecurrencePreview, { id: templateId }),
    recurrencePreviewSchema,
    { action: 'templates.preview', body: rule },
  );
}

/** The drafts of the rule, skipping what is there. */
export function createRecurrence(client: ApiClient, templateId: number, rule: RecurrenceRequest) {
  return client.post(
    fillPath(apiPaths.templateRecurrence, { id: templateId }),
    recurrenceResultSchema,
    { action: 'templates.repeat', body: rule },
  );
}

export function usePreviewRecurrence() {
  const client = useApiClient();
  return useMutation({
    mutationKey: templateQueryKeys.mutations.preview(),
    mutationFn: ({ templateId, rule }: RecurrenceVariables) =>
      previewRecurrence(client, templateId, rule),
  });
}

export function createRecurrenceMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: templateQueryKeys.mutations.repeat(),
    mutationFn: ({ templateId, rule }: RecurrenceVariables) =>
      createRecurrence(client, templateId, rule),
    onSuccess: () => invalidateSchedules(queryClient, ministryId),
  });
}

export function useCreateRecurrence(ministryId: number) {
  return useMutation(createRecurrenceMutationOptions(useApiClient(), useQueryClient(), ministryId));
}
