import { unavailableMembersQueryOptions, useApiClient } from '@levita/api-client';
import { useCanManageMinistry } from '@levita/federation';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ScheduleDraft } from '../utils/schedule-draft';
import { unavailableChosen } from '../utils/unavailable-members';

/**
 * Part 2 §5: before a save, who is unavailable on the date is asked again, never read from
 * the cache (someone may have registered an absence since the list was shown). Gives the
 * chosen members it covers. A failed call counts as nobody (part 2 §7), and a leader without
 * admin rights cannot ask: the server's own check (400 members_unavailable) covers both.
 */
export function useAvailabilityRecheck(ministryId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const mayList = useCanManageMinistry();

  return useCallback(
    async (draft: ScheduleDraft): Promise<number[]> => {
      if (!mayList || draft.members.length === 0) return [];
      try {
        const fresh = await queryClient.fetchQuery({
          ...unavailableMembersQueryOptions(client, ministryId, draft.data),
          staleTime: 0,
        });
        return unavailableChosen(draft.members, fresh.membros_indisponiveis);
      } catch {
        return [];
      }
    },
    [client, queryClient, ministryId, mayList],
  );
}
