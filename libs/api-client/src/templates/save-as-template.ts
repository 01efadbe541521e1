import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  type SaveAsTemplateRequest,
  templateSummarySchema,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { templateQueryKeys } from './template-query-keys';

export interface SaveAsTemplateVariables {
  scheduleId: number;
  template: SaveAsTemplateRequest;
}

export function saveAsTemplate(
  client: ApiClient,
  scheduleId: number,
  template: SaveAsTemplateRequest,
) {
  return client.post(
    fillPath(apiPaths.scheduleTemplate, { id: scheduleId }),
    templateSummarySchema,
    { action: 'templates.save', body: template },
  );
}

export function saveAsTemplateMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: templateQueryKeys.mutations.save(),
    mutationFn: ({ scheduleId, template }: SaveAsTemplateVariables) =>
      saveAsTemplate(client, scheduleId, template),
    onSuccess: (saved) =>
      queryClient.invalidateQueries({ queryKey: templateQueryKeys.list(saved.ministerio_id) }),
  });
}

export function useSaveAsTemplate() {
  return useMutation(saveAsTemplateMutationOptions(useApiClient(), useQueryClient()));
}
