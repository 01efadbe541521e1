import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-error';

/**
 * Whether a failed query is asked again. A refusal (4xx: not found, forbidden, expired,
 * conflict) is the server's answer, not an accident: asking again only keeps a spinner up
 * for seconds before the page shows what it would have shown at once (a missing schedule's
 * "não encontrada", a denied page). A network failure or a 5xx is tried twice more.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

/** The query cache of the shell and of every remote: one retry rule for all pages. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
}
