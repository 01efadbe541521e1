import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, regenerateCalendarFeedResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { accountQueryKeys } from './account-query-keys';

/** POST /usuario/calendario: a new feed address; the previous one stops working. */
export function regenerateCalendarFeed(client: ApiClient) {
  return client.post(fillPath(apiPaths.calendarFeedAddress), regenerateCalendarFeedResponseSchema, {
    action: 'accounts.regenerateCalendarFeed',
  });
}

export function regenerateCalendarFeedMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: accountQueryKeys.mutations.regenerateCalendarFeed(),
    mutationFn: () => regenerateCalendarFeed(client),
    onSuccess: ({ url }) => {
      queryClient.setQueryData(accountQueryKeys.calendarFeed(), { url });
    },
  });
}

export function useRegenerateCalendarFeed() {
  return useMutation(regenerateCalendarFeedMutationOptions(useApiClient(), useQueryClient()));
}
