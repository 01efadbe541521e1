import { mutationOptions, useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type NewsletterRequest } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';

export function subscribeNewsletter(client: ApiClient, body: NewsletterRequest) {
  return client.post('/newsletter', messageResponseSchema, {
    action: 'newsletter.subscribe',
    body,
  });
}

export function subscribeNewsletterMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['newsletter', 'subscribe'],
    mutationFn: (body: NewsletterRequest) => subscribeNewsletter(client, body),
  });
}

export function useSubscribeNewsletter() {
  return useMutation(subscribeNewsletterMutationOptions(useApiClient()));
}
