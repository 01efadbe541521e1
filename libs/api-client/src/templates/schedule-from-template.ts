import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, leftOutSchema, scheduleDetailSchema } from '@levita/contracts';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '../client/api-client';
import { afterScheduleChanged } from '../schedules/invalidate-schedules';
import { templateQueryKeys } from './template-query-keys';

const madeSchema = z.object({ escala: scheduleDetailSchema, deixados_de_fora: leftOutSchema });

export interface ScheduleFromTemplateVariables {
  templateId: number;
  /** 'yyyy-MM-dd'; the time is the template's unless given ('HH:mm'). */
  data: string;
  horario?: string;
}

/** A draft made from the template on the day, and what it left out. */
export function scheduleFromTemplate(
  client: ApiClient,
  { templateId, ...day }: ScheduleFromTemplateVariables,
) {
  return client.post(fillPath(apiPaths.templateSchedules, { id: templateId }), madeSchema, {
    action: 'templates.use',
    body: day,
  });
}

export function scheduleFromTemplateMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: templateQueryKeys.mutations.use(),
    mutationFn: (variables: ScheduleFromTemplateVariables) =>
      scheduleFromTemplate(client, variables),
    onSuccess: ({ escala }) => afterScheduleChanged(queryClient, escala),
  });
}

export function useScheduleFromTemplate() {
  return useMutation(scheduleFromTemplateMutationOptions(useApiClient(), useQueryClient()));
}
