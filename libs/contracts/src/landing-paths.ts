// No zod here: the landing page imports this file alone (`@levita/contracts/landing-paths`),
// and its first visit must not download the schemas.

/** The public pages the landing remote renders (part 1 §2): both spellings of each legal page. */
export const publicPagePaths = {
  home: '/',
  privacy: ['/politica-de-privacidade', '/privacy-policy'],
  terms: ['/termos-de-servico', '/terms-of-service'],
} as const;

export const landingPaths: readonly string[] = [
  publicPagePaths.home,
  ...publicPagePaths.privacy,
  ...publicPagePaths.terms,
];

/** A path without its trailing slashes (`/` stays `/`). */
export function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * A public page of the landing remote: `/` or a legal page, a trailing slash allowed. The API
 * serves these paths with the landing's own page, the shell mounts the landing on them.
 */
export function isLandingPath(pathname: string): boolean {
  return landingPaths.includes(trimTrailingSlash(pathname));
}
