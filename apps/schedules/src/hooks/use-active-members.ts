import { useMembers } from '@levita/api-client';

/** Part 2 §6, §9: leaders and scheduled members are chosen among the ATIVO members only. */
export function useActiveMembers(ministryId: number) {
  return useMembers(ministryId, { status: 'ATIVO' });
}
