import { useFunctions, useMemberFunctions, useMembers } from '@levita/api-client';
import type { MemberFunction, MinistryFunction, MinistryMember } from '@levita/contracts';

export type MemberFunctionsData =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'ready';
      member: MinistryMember;
      functions: MinistryFunction[];
      assignments: MemberFunction[];
    };

/**
 * What the page needs, loaded side by side: the member (found in the ministry's member list,
 * since the API has no call for one member: that gives the title its real name), the
 * ministry's functions and the member's assignments. A member the list does not hold (another
 * ministry's, removed, or deactivated for an admin, who does not see inactive members) is
 * "not found". Data already shown stays when a background refresh fails.
 */
export function useMemberFunctionsData(ministryId: number, memberId: number): MemberFunctionsData {
  const members = useMembers(ministryId);
  const functions = useFunctions(ministryId);
  const assignments = useMemberFunctions(memberId);

  if (members.data && !members.data.some((member) => member.id === memberId))
    return { status: 'notFound' };
  const member = members.data?.find((candidate) => candidate.id === memberId);
  if (member && functions.data && assignments.data)
    return {
      status: 'ready',
      member,
      functions: functions.data,
      assignments: assignments.data,
    };

  const failed = [members, functions, assignments].filter((query) => query.isError);
  if (failed.length > 0)
    return {
      status: 'error',
      error: failed[0]!.error,
      retry: () => failed.forEach((query) => void query.refetch()),
    };
  return { status: 'loading' };
}
