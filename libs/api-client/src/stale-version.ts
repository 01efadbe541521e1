import { STALE_VERSION } from '@levita/contracts';
import { isApiError, type ApiError } from './api-error';

/**
 * An edit refused because the record changed since the screen read it (409 stale_version).
 * Nothing was saved, and the same form sent again would be refused again: the screen offers
 * to reload the record instead (useVersionedEdit and StaleVersionNotice in @levita/ui).
 * A 409 write_conflict is not this: it lost a race and may simply be tried again.
 */
export function isStaleVersion(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 409 && error.error === STALE_VERSION;
}
