import type { MemberStatus } from '@levita/contracts';

export interface MemberListFilter {
  status?: MemberStatus;
}

export const memberQueryKeys = {
  all: ['members'] as const,
  /** Every member list of one ministry, whatever its filter. */
  ministry: (ministryId: number) => [...memberQueryKeys.all, 'ministry', ministryId] as const,
  list: (ministryId: number, filter: MemberListFilter = {}) =>
    [...memberQueryKeys.ministry(ministryId), 'list', filter] as const,
};
