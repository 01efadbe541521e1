import type { membersQuerySchema } from '@levita/contracts';
import type { QueryParamsOf } from '../query/query-params-of';

export type MemberListFilter = QueryParamsOf<typeof membersQuerySchema>;

export const memberQueryKeys = {
  all: ['members'] as const,
  /** Every member list of one ministry, whatever its filter. */
  ministry: (ministryId: number) => [...memberQueryKeys.all, 'ministry', ministryId] as const,
  list: (ministryId: number, filter: MemberListFilter = {}) =>
    [...memberQueryKeys.ministry(ministryId), 'list', filter] as const,
  mutations: {
    update: (ministryId: number) => [...memberQueryKeys.all, 'update', ministryId] as const,
    remove: (ministryId: number) => [...memberQueryKeys.all, 'remove', ministryId] as const,
    updatePreferences: (ministryId: number) =>
      [...memberQueryKeys.all, 'update-preferences', ministryId] as const,
  },
};
