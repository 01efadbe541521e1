import { isApiError } from '@levita/api-client';
import { useRemoteProps } from '../remote-root/remote-props-context';

/** What the check reads of a query: a TanStack Query result fits as it is. */
export interface MinistryRecordQuery {
  data?: { ministerio_id: number } | undefined;
  error: unknown;
}

/**
 * Whether a record a page loaded by the URL's id is not this ministry's to show, so the page
 * shows its not-found view: a 404 (no such record, or one the caller may not see: the API
 * answers both alike) or a record of another ministry the caller also belongs to, which the
 * API serves but which is not in the ministry the route names. While the shell has not given
 * the ministry yet, only the 404 counts.
 */
export function useNotFoundInMinistry(query: MinistryRecordQuery): boolean {
  const { ministry } = useRemoteProps();
  const missing = isApiError(query.error) && query.error.status === 404;
  const elsewhere =
    ministry !== null && query.data !== undefined && query.data.ministerio_id !== ministry.id;
  return missing || elsewhere;
}
