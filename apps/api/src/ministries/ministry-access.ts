import { standingOf, type MinistryStanding } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../errors/http-error';
import type { MemberRow } from '../repositories/members-repository';
import type { MinistryRow } from '../repositories/ministries-repository';
import type { UserRow } from '../repositories/users-repository';

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
  app: FastifyInstance,
  user: UserRow,
  ministryId: number,
  allowed: readonly MinistryStanding[],
): Promise<MinistryAccess> {
  const ministry = await app.repos.ministries.findById(ministryId);
  if (!ministry) throw notFound();
  const membership = await app.repos.members.find(ministryId, user.id);
  const standing = standingOf(ministry, user.id, membership);
  if (!standing) throw notFound();
  if (!allowed.includes(standing)) throw forbidden();
  return { ministry, membership, standing };
}
