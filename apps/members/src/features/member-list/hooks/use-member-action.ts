import { useRemoveMember, useUpdateMember } from '@levita/api-client';
import { useCallback } from 'react';
import { memberActionRequests, type MemberAction } from '../utils/member-actions';

/**
 * Runs one row action through the api-client's hooks, which refresh the ministry's member
 * lists (and its member count) once the server has answered.
 */
export function useMemberAction(ministryId: number) {
  const { mutateAsync: update } = useUpdateMember(ministryId);
  const { mutateAsync: remove } = useRemoveMember(ministryId);
  return useCallback(
    async (action: MemberAction, memberId: number) => {
      const request = memberActionRequests[action];
      if (request.kind === 'remove') await remove(memberId);
      else await update({ memberId, changes: request.changes });
    },
    [remove, update],
  );
}
