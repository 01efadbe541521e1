export const paths = {
  home: { path: '/', getHref: () => '/' },
  privacy: ['/privacy-policy', '/politica-de-privacidade'],
  terms: ['/terms-of-service', '/termos-de-servico'],
  /** Shell routes the landing links to (full page loads are not needed: same history). */
  app: '/app',
  login: '/login',
} as const;
