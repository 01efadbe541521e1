export const memberFunctionQueryKeys = {
  all: ['member-functions'] as const,
  list: (memberId: number) => [...memberFunctionQueryKeys.all, 'member', memberId] as const,
};
