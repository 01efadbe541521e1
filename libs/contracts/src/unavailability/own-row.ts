import { mayManage, type MemberStatus, type MinistryStanding } from '../ministries/standing';

/**
 * Whether the member row is the caller's own active one: only members manage their own
 * periods (the reason is the member's word), managers read them all. Reached with an active
 * standing the row is ATIVO, except for the owner, whose standing comes from the ministry, so
 * the row's status is checked too.
 */
export const isOwnActiveRow = (
  member: { user_id: number; status: MemberStatus },
  callerId: number,
): boolean => member.user_id === callerId && member.status === 'ATIVO';

/** Whether the caller may read a member's periods: their own, or anyone's with admin rights. */
export const mayReadUnavailability = (
  member: { user_id: number; status: MemberStatus },
  callerId: number,
  standing: MinistryStanding,
): boolean => isOwnActiveRow(member, callerId) || mayManage(standing);
