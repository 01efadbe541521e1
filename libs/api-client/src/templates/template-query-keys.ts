export const templateQueryKeys = {
  all: ['templates'] as const,
  list: (ministryId: number) => [...templateQueryKeys.all, 'ministry', ministryId] as const,
  mutations: {
    save: () => [...templateQueryKeys.all, 'save'] as const,
    update: () => [...templateQueryKeys.all, 'update'] as const,
    delete: () => [...templateQueryKeys.all, 'delete'] as const,
    use: () => [...templateQueryKeys.all, 'use'] as const,
    preview: () => [...templateQueryKeys.all, 'preview'] as const,
    repeat: () => [...templateQueryKeys.all, 'repeat'] as const,
  },
};
