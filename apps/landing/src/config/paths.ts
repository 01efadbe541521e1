import { publicPagePaths } from '@levita/contracts/landing-paths';
import type { Locale } from '@levita/i18n';

/** Part 1 §2: both spellings of each legal page show the same page. */
export const paths = {
  ...publicPagePaths,
  /** The web app: the shell sends it to /login (or the dashboard when signed in). */
  app: '/app',
  login: '/login',
} as const;

/** The spelling of a legal page in the page's language. */
export function legalHref(document: 'privacy' | 'terms', locale: Locale): string {
  return paths[document][locale === 'en-US' ? 1 : 0];
}
