import { useUnavailableMembers } from '@levita/api-client';
import type { UnavailableMember } from '@levita/contracts';
import { useCanManageMinistry } from '@levita/federation';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const nobody: readonly UnavailableMember[] = [];

/**
 * Who cannot serve on `date` ('yyyy-MM-dd'), to strike them through in the member picker.
 * Only admin rights may list it (docs/schedules.md), so a leader without them does not ask:
 * the server still refuses their save with the list. Loading, refused or failed, the list is
 * empty: part 2 §7 counts a failure as nobody unavailable, and the save checks again anyway.
 */
export function useUnavailableOn(ministryId: number, date: string): readonly UnavailableMember[] {
  const mayList = useCanManageMinistry();
  const query = useUnavailableMembers(ministryId, date, {
    enabled: mayList && CALENDAR_DAY.test(date),
  });
  return query.data?.membros_indisponiveis ?? nobody;
}
