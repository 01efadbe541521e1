import type { MinistryStanding } from '@levita/contracts';
import { withRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import { renderWithProviders, type MockApiServer } from '@levita/testing';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { defaultNamespace, namespaces } from '../config/namespaces';

export interface MembersPageOptions {
  /** The page's route pattern, relative to the ministry, e.g. '/membros/:membroId/funcoes'. */
  route: string;
  /** The URL the test opens, e.g. '/membros/5/funcoes'. */
  at: string;
  /** Who is signed in, in the mock API and in the shell's props; PROPRIETARIO by default. */
  standing?: MinistryStanding;
  locale?: Locale;
  /** More routes beside the page (stubs of the pages it leads to). */
  routes?: ReactElement;
}

/** Where the router is, so a test can tell where a page went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * One page of the members remote as it renders (its texts, the mock API signed in as
 * `standing`, the shell's props for that person) at a path relative to the ministry. Gives the
 * spied `notify` and `navigate` (the shell's navigation, for links out of the remote).
 */
export function renderMembersPage(
  api: MockApiServer,
  page: ReactElement,
  { route, at, standing = 'PROPRIETARIO', locale = 'pt-BR', routes }: MembersPageOptions,
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
