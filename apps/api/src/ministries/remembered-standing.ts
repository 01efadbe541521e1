import type { MinistryWithMembership } from '../repositories/ministries-repository';
import type { Caller } from './ministry-access';

/**
 * What authenticate read of the ministry a request names, in the query that read its caller
 * (ministries-repository `callerWithMembership`), for the route's access check to use instead
 * of asking the database again (issue 23: one query, one PostgreSQL round trip fewer).
 *
 * Kept under the caller object the request read, so nothing outlives the request, and given
 * once: a check made after the route wrote reads the database again.
 */
interface Remembered {
  ministryId: number;
  standing: MinistryWithMembership | undefined;
}

const remembered = new WeakMap<Caller, Remembered>();

export function rememberStanding(
  caller: Caller,
  ministryId: number,
  standing: MinistryWithMembership | undefined,
) {
  remembered.set(caller, { ministryId, standing });
}

/** The standing read for this caller and ministry, once; undefined when none was. */
export function takeRememberedStanding(caller: Caller, ministryId: number) {
  const entry = remembered.get(caller);
  if (entry?.ministryId !== ministryId) return undefined;
  remembered.delete(caller);
  return entry;
}
