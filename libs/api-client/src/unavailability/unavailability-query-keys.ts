export const unavailabilityQueryKeys = {
  all: ['unavailability'] as const,
  member: (memberId: number) => [...unavailabilityQueryKeys.all, 'member', memberId] as const,
  /** Who is unavailable on a day, per ministry. */
  unavailableMembers: () => [...unavailabilityQueryKeys.all, 'unavailable-members'] as const,
  unavailableOn: (ministryId: number, date?: string) =>
    [...unavailabilityQueryKeys.unavailableMembers(), ministryId, date ?? 'today'] as const,
  mutations: {
    create: () => [...unavailabilityQueryKeys.all, 'create'] as const,
    update: () => [...unavailabilityQueryKeys.all, 'update'] as const,
    delete: (memberId: number) => [...unavailabilityQueryKeys.all, 'delete', memberId] as const,
  },
};
