import type { MinistryStanding } from '@levita/contracts';
import type { Locale, NamespaceResources } from '@levita/i18n';
import { renderWithProviders, type MockApiServer } from '@levita/testing';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { withRemoteProps } from './with-remote-props';

export interface RemotePageOptions {
  /** The remote's texts, as its RemoteRoot gets them. */
  namespaces: Record<string, NamespaceResources>;
  defaultNamespace: string;
  /** The page's route pattern, relative to the remote's base path, e.g. '/:escalaId'. */
  route: string;
  /** The URL the test opens, e.g. '/4' or '/?mes=3&ano=2026'. */
  at: string;
  /** Who is signed in, in the mock API and in the shell's props; PROPRIETARIO by default. */
  standing?: MinistryStanding;
  locale?: Locale;
  /** More routes beside the page (stubs of the pages it leads to). */
  routes?: ReactElement;
}

/** Where the router is (`screen.getByTestId('location')`), so a test can tell where a page went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * One page of a remote as it renders inside the shell: its texts, the mock API signed in as
 * `standing`, the shell's props for that person (ministry, user, locale) and a router at
 * `at`. Gives the spied `notify` (the shell's toasts) and `navigate` (links out of the
 * remote) besides testing-library's result.
 */
export function renderRemotePage(
  api: MockApiServer,
  page: ReactElement,
  {
    namespaces,
    defaultNamespace,
    route,
    at,
    standing = 'PROPRIETARIO',
    locale = 'pt-BR',
    routes,
  }: RemotePageOptions,
) {
  const session = api.signInAs(standing);
  const notify = vi.fn();
  const navigate = vi.fn();
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path={route} element={page} />
        {routes}
      </Routes>
      <LocationProbe />
    </>,
    {
      namespaces,
      defaultNamespace,
      locale,
      initialEntries: [at],
      wrapper: withRemoteProps({
        ministry: session.ministry,
        user: session.user,
        locale,
        notify,
        navigate,
      }),
    },
  );
  return { ...view, notify, navigate };
}
