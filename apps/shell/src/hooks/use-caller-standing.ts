import { useMinistryStanding } from '@levita/api-client';
import { mayManage, type MinistryStanding } from '@levita/contracts';

export interface CallerStanding {
  /** The caller's standing; PENDENTE when it could not be fetched (part 1 §4, §8). */
  standing: MinistryStanding;
  isLoading: boolean;
  /** PROPRIETARIO or ADMIN: roles and settings pages and menu items (part 1 §6). */
  canManage: boolean;
}

/** The caller's standing in the ministry of the URL (GET /ministerios/{id}/situacao). */
export function useCallerStanding(ministryId: number): CallerStanding {
  const valid = Number.isInteger(ministryId) && ministryId > 0;
  const query = useMinistryStanding(ministryId, { enabled: valid });
  const standing = query.data?.situacao ?? 'PENDENTE';
  return {
    standing,
    isLoading: valid && query.isPending,
    canManage: mayManage(standing),
  };
}
