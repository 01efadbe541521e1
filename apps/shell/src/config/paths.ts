import { dashboardPath, ministryLinks, ministryRoutes } from '@levita/contracts/paths';

/**
 * Every shell route in one place (design §2, spec part 1 §2). The ministry area's paths come
 * from the contracts, which the remotes and their links into each other read too.
 */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  recoverPassword: { path: '/recuperar-senha', getHref: () => '/recuperar-senha' },
  resetPassword: { path: '/redefinir-senha/:token?', getHref: () => '/redefinir-senha' },
  googleCallback: { path: '/auth/google', getHref: () => '/auth/google' },
  app: { path: '/app' },
  dashboard: { path: dashboardPath, getHref: () => dashboardPath },
  profile: { path: '/perfil', getHref: () => '/perfil' },
  legacyMinistry: { path: ministryRoutes.legacyHome },
  ministry: { path: ministryRoutes.home, getHref: ministryLinks.home },
  ministrySettings: {
    path: ministryRoutes.settings,
    alias: ministryRoutes.settingsAlias,
    getHref: ministryLinks.settings,
  },
} as const;
