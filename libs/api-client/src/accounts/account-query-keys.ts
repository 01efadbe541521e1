export const accountQueryKeys = {
  all: ['account'] as const,
  currentUser: () => [...accountQueryKeys.all, 'current-user'] as const,
  mailSettings: (userId: number) => [...accountQueryKeys.all, 'mail-settings', userId] as const,
  calendarFeed: () => [...accountQueryKeys.all, 'calendar-feed'] as const,
  mutations: {
    register: () => [...accountQueryKeys.all, 'register'] as const,
    login: () => [...accountQueryKeys.all, 'login'] as const,
    refreshToken: () => [...accountQueryKeys.all, 'refresh-token'] as const,
    updateUser: () => [...accountQueryKeys.all, 'update-user'] as const,
    updateMailSettings: () => [...accountQueryKeys.all, 'update-mail-settings'] as const,
    requestPasswordRecovery: () => [...accountQueryKeys.all, 'request-password-recovery'] as const,
    resetPassword: () => [...accountQueryKeys.all, 'reset-password'] as const,
    regenerateCalendarFeed: () => [...accountQueryKeys.all, 'regenerate-calendar-feed'] as const,
    personalData: () => [...accountQueryKeys.all, 'personal-data'] as const,
    deleteAccount: () => [...accountQueryKeys.all, 'delete-account'] as const,
    endAllSessions: () => [...accountQueryKeys.all, 'end-all-sessions'] as const,
  },
};
