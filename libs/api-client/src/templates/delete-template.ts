import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { templateQueryKeys } from './template-query-keys';

export function deleteTemplate(client: ApiClient, templateId: number) {
  return client.delete(fillPath(apiPaths.template, { id: templateId }), messageResponseSchema, {
    action: 'templates.delete',
  });
}

export function deleteTemplateMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: templateQueryKeys.mutations.delete(),
    mutationFn: (templateId: number) => deleteTemplate(client, templateId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: templateQueryKeys.list(ministryId) }),
  });
}

export function useDeleteTemplate(ministryId: number) {
  return useMutation(deleteTemplateMutationOptions(useApiClient(), useQueryClient(), ministryId));
}
