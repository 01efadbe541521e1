import { isLandingPath } from '@levita/contracts/landing-paths';

const loadPage = (href: string) => window.location.assign(href);

/**
 * Where a link of the landing's own page leads. Its pages (the landing and the legal pages)
 * stay in the page: the history changes and usePathname hears a popstate, which nothing else
 * fires here (there is no single-spa on this page). Every other path is the web app: the
 * browser loads the shell's page for it.
 */
export function followLink(to: string, leave: (href: string) => void = loadPage) {
  const url = new URL(to, window.location.href);
  if (url.origin === window.location.origin && isLandingPath(url.pathname)) {
    window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return;
  }
  leave(url.href);
}
