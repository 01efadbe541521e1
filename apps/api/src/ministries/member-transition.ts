import { HttpError } from '../errors/http-error';

/**
 * A transition applies to the status the request read; when a concurrent call changed the row
 * first (six approvals at once, an approval racing a rejection), this one is a conflict.
 */
export function changed(done: boolean) {
  if (!done) throw new HttpError(409, 'invalid_transition', 'invalid_transition');
}
