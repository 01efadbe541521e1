import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  templateSummarySchema,
  type UpdateTemplateRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { templateQueryKeys } from './template-query-keys';

export interface UpdateTemplateVariables {
  templateId: number;
  template: UpdateTemplateRequest;
}

export function updateTemplate(
  client: ApiClient,
  templateId: number,
  template: UpdateTemplateRequest,
) {
  return client.put(fillPath(apiPaths.template, { id: templateId }), templateSummarySchema, {
    action: 'templates.update',
    body: template,
  });
}

export function updateTemplateMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: templateQueryKeys.mutations.update(),
    mutationFn: ({ templateId, template }: UpdateTemplateVariables) =>
      updateTemplate(client, templateId, template),
    onSuccess: (saved) =>
      queryClient.invalidateQueries({ queryKey: templateQueryKeys.list(saved.ministerio_id) }),
  });
}

export function useUpdateTemplate() {
  return useMutation(updateTemplateMutationOptions(useApiClient(), useQueryClient()));
}
