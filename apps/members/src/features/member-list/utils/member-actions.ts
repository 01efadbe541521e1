import {
  isOwner,
  mayManage,
  type MinistryMember,
  type MinistryStanding,
  type UpdateMemberRequest,
} from '@levita/contracts';

/** What a row can offer (part 1 §4 membership, docs/ministries.md's state machine). */
export type MemberAction =
  'approve' | 'reject' | 'promote' | 'demote' | 'deactivate' | 'reactivate' | 'remove';

/**
 * The role table of part 1 §6, row by row. The server enforces it; this only decides which
 * buttons a row shows:
 * - a pending request: approve and reject, with admin rights;
 * - an active member: make or remove admin and deactivate, the owner only; never on the
 *   owner's own row (the owner cannot be demoted or removed);
 * - an inactive member: reactivate with admin rights (in practice the owner, who alone sees
 *   the inactive list), remove for good the owner only.
 */
export function memberActionsFor(
  viewer: MinistryStanding | null | undefined,
  member: Pick<MinistryMember, 'status' | 'admin' | 'proprietario'>,
): MemberAction[] {
  if (member.proprietario) return [];
  switch (member.status) {
    case 'PENDENTE':
      return mayManage(viewer) ? ['approve', 'reject'] : [];
    case 'ATIVO':
      return isOwner(viewer) ? [member.admin ? 'demote' : 'promote', 'deactivate'] : [];
    case 'INATIVO':
      return [
        ...(mayManage(viewer) ? ['reactivate' as const] : []),
        ...(isOwner(viewer) ? ['remove' as const] : []),
      ];
  }
}

/**
 * Links to an active member's functions and unavailability: admin rights (part 1 §6 "open a
 * member's functions"), the owner's own row included: the owner plays in the team too.
 */
export function mayOpenMemberPages(
  viewer: MinistryStanding | null | undefined,
  member: Pick<MinistryMember, 'status'>,
): boolean {
  return mayManage(viewer) && member.status === 'ATIVO';
}

export type MemberActionRequest =
  { kind: 'update'; changes: UpdateMemberRequest } | { kind: 'remove' };

/**
 * The call behind each action (docs/ministries.md): PUT /membros/{id} with a status or the
 * admin flag; DELETE /membros/{id} rejects a request, deactivates an active member and
 * removes an inactive one, by the member's status.
 */
export const memberActionRequests: Record<MemberAction, MemberActionRequest> = {
  approve: { kind: 'update', changes: { status: 'ATIVO' } },
  reactivate: { kind: 'update', changes: { status: 'ATIVO' } },
  promote: { kind: 'update', changes: { admin: true } },
  demote: { kind: 'update', changes: { admin: false } },
  reject: { kind: 'remove' },
  deactivate: { kind: 'remove' },
  remove: { kind: 'remove' },
};

/** Actions that take something away: their confirm button is red. */
export const destructiveActions: ReadonlySet<MemberAction> = new Set([
  'reject',
  'demote',
  'deactivate',
  'remove',
]);

/**
 * The client-side guard message of part 1 §6 for an action the server refused as not
 * allowed (403: the caller's rights changed since the page loaded).
 */
export const guardMessageKeys: Record<MemberAction, string> = {
  approve: 'guard.approve',
  reject: 'guard.approve',
  reactivate: 'guard.reactivate',
  deactivate: 'guard.ownerOnly',
  remove: 'guard.ownerOnly',
  promote: 'guard.admin',
  demote: 'guard.admin',
};
