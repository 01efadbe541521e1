/** Every shell route in one place (design §2, spec part 1 §2). */
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  legal: ['/privacy-policy', '/politica-de-privacidade', '/terms-of-service', '/termos-de-servico'],
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  recoverPassword: { path: '/recuperar-senha', getHref: () => '/recuperar-senha' },
  resetPassword: { path: '/redefinir-senha/:token?', getHref: () => '/redefinir-senha' },
  googleCallback: { path: '/auth/google', getHref: () => '/auth/google' },
  app: { path: '/app' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  profile: { path: '/perfil', getHref: () => '/perfil' },
  legacyMinistry: { path: '/ministerio/:id' },
  ministry: {
    path: '/ministerios/:id',
    getHref: (id: string | number) => `/ministerios/${id}`,
  },
  /** A section of the ministry area: musicas, escalas, membros, funcoes... */
  ministrySection: {
    getHref: (id: string | number, section: string) => `/ministerios/${id}/${section}`,
  },
  ministrySettings: {
    path: '/ministerios/:id/configuracoes',
    alias: '/ministerios/:id/config',
    getHref: (id: string | number) => `/ministerios/${id}/configuracoes`,
  },
} as const;
