/** Everything about one ministry sits under its detail key, so one invalidation covers it. */
export const ministryQueryKeys = {
  all: ['ministries'] as const,
  list: () => [...ministryQueryKeys.all, 'list'] as const,
  detail: (ministryId: number) => [...ministryQueryKeys.all, 'detail', ministryId] as const,
  standing: (ministryId: number) => [...ministryQueryKeys.detail(ministryId), 'standing'] as const,
  statistics: (ministryId: number) =>
    [...ministryQueryKeys.detail(ministryId), 'statistics'] as const,
  mutations: {
    create: () => [...ministryQueryKeys.all, 'create'] as const,
    update: () => [...ministryQueryKeys.all, 'update'] as const,
    delete: () => [...ministryQueryKeys.all, 'delete'] as const,
    join: () => [...ministryQueryKeys.all, 'join'] as const,
    leave: () => [...ministryQueryKeys.all, 'leave'] as const,
    transferOwnership: () => [...ministryQueryKeys.all, 'transfer-ownership'] as const,
    newAccessCode: () => [...ministryQueryKeys.all, 'new-access-code'] as const,
  },
};
