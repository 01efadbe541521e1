export const functionQueryKeys = {
  all: ['functions'] as const,
  list: (ministryId: number) => [...functionQueryKeys.all, 'ministry', ministryId] as const,
};
