import { standingOf, type MinistryStanding } from '@levita/contracts';
import { forbidden, notFound } from '../errors/http-error';
import type { MemberRow } from '../repositories/members-repository';
import type { MinistriesRepository, MinistryRow } from '../repositories/ministries-repository';
import type { UserRow } from '../repositories/users-repository';
import { takeRememberedStanding } from './remembered-standing';

/** Who a check runs for: the signed-in user (only the id matters). */
export type Caller = Pick<UserRow, 'id'>;

/** The lookup a standing needs: the ministry and the caller's row in it. */
export interface StandingSources {
  ministries: Pick<MinistriesRepository, 'withMembership'>;
}

export interface MinistryAccess {
  ministry: MinistryRow;
  membership: MemberRow | undefined;
  standing: MinistryStanding;
}

/**
 * The one gate of every ministry-scoped route. Someone with no standing in the ministry gets
 * 404, exactly as for a ministry that does not exist, so ids cannot be probed; a member
 * whose standing is not enough gets 403.
 */
export async function requireStanding(
  repos: StandingSources,
  user: Caller,
  ministryId: number,
  allowed: readonly MinistryStanding[],
): Promise<MinistryAccess> {
  // Read with the caller when the request named the ministry (remembered-standing.ts).
  const remembered = takeRememberedStanding(user, ministryId);
  const found = remembered
    ? remembered.standing
    : await repos.ministries.withMembership(ministryId, user.id);
  if (!found) throw notFound();
  const { ministry, membership } = found;
  const standing = standingOf(ministry, user.id, membership);
  if (!standing) throw notFound();
  if (!allowed.includes(standing)) throw forbidden();
  return { ministry, membership, standing };
}
