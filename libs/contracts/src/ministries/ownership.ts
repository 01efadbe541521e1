import { z } from 'zod/mini';
import { wholeNumber } from '../integers';
import type { MembershipFacts } from './standing';

/** POST /ministerios/{id}/transferir: the member row (of that ministry) that becomes owner. */
export const transferOwnershipRequestSchema = z.object({
  membro_id: /* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive()),
});
export type TransferOwnershipRequest = z.input<typeof transferOwnershipRequestSchema>;

/**
 * Who may receive a ministry: an active administrator, someone the team already trusts with
 * its settings. The owner's own row is excluded by the caller (it is the owner).
 */
export const mayReceiveOwnership = (member: MembershipFacts): boolean =>
  member.status === 'ATIVO' && Boolean(member.admin);
