export const memberFunctionQueryKeys = {
  all: ['member-functions'] as const,
  list: (memberId: number) => [...memberFunctionQueryKeys.all, 'member', memberId] as const,
  mutations: {
    assign: (ministryId: number) => [...memberFunctionQueryKeys.all, 'assign', ministryId] as const,
    update: (ministryId: number) => [...memberFunctionQueryKeys.all, 'update', ministryId] as const,
    remove: (ministryId: number) => [...memberFunctionQueryKeys.all, 'remove', ministryId] as const,
  },
};
