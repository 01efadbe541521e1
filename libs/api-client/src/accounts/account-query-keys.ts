export const accountQueryKeys = {
  all: ['account'] as const,
  currentUser: () => [...accountQueryKeys.all, 'current-user'] as const,
};
