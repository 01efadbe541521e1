import type { MemberStatus } from './standing';

/*
 * Whether a member may be given a function (part 2 §3 Member function assignment), decided
 * once for the API, which reads the facts under the ministry's lock holding the member's row,
 * and for the mock API.
 */

/** Why an assignment is refused. */
export type AssignmentRefusal = 'assignee_not_active' | 'function_not_in_ministry';

/**
 * Deactivated and pending members (a deleted account's row among them) are on no team; a
 * function of another ministry, or none, is a bad value. `functionMinistryId` is the
 * ministry of the function the request names (null when there is no such function), or
 * undefined when it names none (an edit that keeps the function).
 */
export function assignmentRefusal(facts: {
  memberStatus: MemberStatus;
  ministryId: number;
  functionMinistryId?: number | null;
}): AssignmentRefusal | undefined {
  if (facts.memberStatus !== 'ATIVO') return 'assignee_not_active';
  if (facts.functionMinistryId === undefined) return undefined;
  return facts.functionMinistryId === facts.ministryId ? undefined : 'function_not_in_ministry';
}

/** How a refusal is answered: its status, error and message key. */
export const assignmentRefusalAnswers = {
  assignee_not_active: { status: 409, error: 'member_not_active', message: 'assignee_not_active' },
  function_not_in_ministry: {
    status: 400,
    error: 'function_not_in_ministry',
    message: 'function_not_in_ministry',
  },
} as const satisfies Record<AssignmentRefusal, { status: number; error: string; message: string }>;
