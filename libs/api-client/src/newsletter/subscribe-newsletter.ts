import { mutationOptions, useMutation } from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  messageResponseSchema,
  type NewsletterRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { newsletterQueryKeys } from './newsletter-query-keys';

export function subscribeNewsletter(client: ApiClient, body: NewsletterRequest) {
  return client.post(fillPath(apiPaths.newsletter), messageResponseSchema, {
    action: 'newsletter.subscribe',
    body,
  });
}

export function subscribeNewsletterMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: newsletterQueryKeys.mutations.subscribe(),
    mutationFn: (body: NewsletterRequest) => subscribeNewsletter(client, body),
  });
}

export function useSubscribeNewsletter() {
  return useMutation(subscribeNewsletterMutationOptions(useApiClient()));
}
