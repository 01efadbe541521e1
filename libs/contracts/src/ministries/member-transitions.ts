import type { MemberStatus, MinistryStanding } from './standing';

/*
 * What managers may do to a membership (part 1 §6, docs/ministries.md), decided once for the
 * API, which applies it under the ministry's lock, and for the mock API: each turns a refusal
 * into its own error.
 */

/** Which members each standing may list: inactive ones only for the owner. */
export const visibleMemberStatuses: Record<MinistryStanding, readonly MemberStatus[]> = {
  PROPRIETARIO: ['ATIVO', 'PENDENTE', 'INATIVO'],
  ADMIN: ['ATIVO', 'PENDENTE'],
  MEMBRO: ['ATIVO'],
  PENDENTE: [],
};

/** Why a change of a membership is refused: 403, or 409 with the error it is answered with. */
export type MemberChangeRefusal =
  | { status: 403; error: 'forbidden' }
  | { status: 409; error: 'owner_protected' | 'member_not_active' | 'invalid_transition' };

/** The membership as the decision needs it, and the caller's standing in its ministry. */
export interface MembershipChangeFacts {
  /** Null for no standing: nothing is the owner's to do then. */
  standing: MinistryStanding | null;
  member: { status: MemberStatus; user_id: number };
  /** The ministry's owner: their own row is never demoted, deactivated or removed. */
  ownerId: number;
}

const forbidden: MemberChangeRefusal = { status: 403, error: 'forbidden' };
const conflict = (error: Extract<MemberChangeRefusal, { status: 409 }>['error']) =>
  ({ status: 409, error }) as const;

export type MemberUpdate =
  | { refused: MemberChangeRefusal }
  | { refused?: undefined; changes: { status?: 'ATIVO'; admin: boolean } };

/**
 * PUT /membros/{id}: `{admin}` grants or revokes admin rights (the owner, on an active member
 * other than themself); `{status: 'ATIVO'}` approves a request or reactivates a member.
 */
export function planMemberUpdate(
  { standing, member, ownerId }: MembershipChangeFacts,
  request: { admin: boolean } | { status: 'ATIVO' },
): MemberUpdate {
  if ('admin' in request) {
    if (standing !== 'PROPRIETARIO') return { refused: forbidden };
    if (member.user_id === ownerId) return { refused: conflict('owner_protected') };
    if (member.status !== 'ATIVO') return { refused: conflict('member_not_active') };
    return { changes: { admin: request.admin } };
  }
  // PENDENTE -> ATIVO (approve) and INATIVO -> ATIVO (reactivate).
  if (member.status === 'ATIVO') return { refused: conflict('invalid_transition') };
  return { changes: { status: 'ATIVO', admin: false } };
}

export type MemberRemoval =
  | { refused: MemberChangeRefusal }
  | { refused?: undefined; outcome: 'remove'; message: 'request_rejected' | 'member_removed' }
  | { refused?: undefined; outcome: 'deactivate'; message: 'member_deactivated' };

/**
 * DELETE /membros/{id}: a manager rejects a request; the owner deactivates an active member
 * (the row stays, INATIVO) and removes an inactive one.
 */
export function planMemberRemoval({
  standing,
  member,
  ownerId,
}: MembershipChangeFacts): MemberRemoval {
  if (member.user_id === ownerId) return { refused: conflict('owner_protected') };
  if (member.status === 'PENDENTE') return { outcome: 'remove', message: 'request_rejected' };
  if (standing !== 'PROPRIETARIO') return { refused: forbidden };
  if (member.status === 'ATIVO') return { outcome: 'deactivate', message: 'member_deactivated' };
  return { outcome: 'remove', message: 'member_removed' };
}
