import { matchPath } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The login page's query parameter naming where to go after signing in. */
export const RETURN_PARAM = 'voltar';

/** Kept across the Google sign-in, which leaves the app and comes back to its callback. */
const STORED_KEY = 'levita:voltar';

const ORIGIN = 'https://levita.invalid';

/** The account pages: a signed-in user opening one is only sent on to the dashboard. */
const accountPages = [
  paths.login,
  paths.register,
  paths.recoverPassword,
  paths.resetPassword,
  paths.googleCallback,
];
const isAccountPage = (pathname: string) =>
  accountPages.some((page) => matchPath({ path: page.path, end: false }, pathname) !== null);

/**
 * The path to go back to, when `value` is one: a path of this app, never another site
 * ("//evil.example", "/\\evil.example", "https://…" all resolve elsewhere and are refused), and
 * never an account page, which would only send the signed-in user on to the dashboard.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (isAccountPage(url.pathname)) return null;
  return path;
}

/** Where the login page sends someone who opened `path` signed out. */
export function loginHrefReturningTo(path: string): string {
  const target = safeReturnPath(path);
  const login = paths.login.getHref();
  if (!target || target === paths.landing.getHref() || target === paths.dashboard.getHref())
    return login;
  return `${login}?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`;
}

/** The return path the login page was opened with, from its query string. */
export const returnPathOf = (search: string) =>
  safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));

/** Before leaving for Google: the callback page reads it back. */
export function keepReturnPath(path: string | null) {
  try {
    if (path) sessionStorage.setItem(STORED_KEY, path);
    else sessionStorage.removeItem(STORED_KEY);
  } catch {
    // Storage refused (a private window's quota): the sign-in lands on the dashboard.
  }
}

/** Read once by the Google callback. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(STORED_KEY);
    sessionStorage.removeItem(STORED_KEY);
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
