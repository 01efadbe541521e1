import { isApiError } from '@levita/api-client';
import { QueryClient } from '@tanstack/react-query';

/**
 * The shell's query cache. A refusal (4xx: not found, forbidden, expired) is an answer, not
 * an accident: asking again would only delay what the page shows (a denied page, PENDENTE).
 */
export function createShellQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}
