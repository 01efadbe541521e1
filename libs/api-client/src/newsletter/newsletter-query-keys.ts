/** Nothing is read back from the newsletter; its root key still names its one write. */
export const newsletterQueryKeys = {
  all: ['newsletter'] as const,
  mutations: {
    subscribe: () => [...newsletterQueryKeys.all, 'subscribe'] as const,
  },
};
