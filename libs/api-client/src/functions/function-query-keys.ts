export const functionQueryKeys = {
  all: ['functions'] as const,
  list: (ministryId: number) => [...functionQueryKeys.all, 'ministry', ministryId] as const,
  mutations: {
    create: () => [...functionQueryKeys.all, 'create'] as const,
    update: () => [...functionQueryKeys.all, 'update'] as const,
    delete: (ministryId: number) => [...functionQueryKeys.all, 'delete', ministryId] as const,
  },
};
