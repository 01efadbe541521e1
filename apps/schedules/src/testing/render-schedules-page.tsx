import type { MinistryStanding } from '@levita/contracts';
import { withRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import { renderWithProviders, type MockApiServer } from '@levita/testing';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { namespaces, defaultNamespace } from '../config/namespaces';

/** What stands in for the list in page tests: a page that went back to the list shows it. */
export const LIST_STUB_HEADING = 'Lista de escalas';

export interface SchedulesPageOptions {
  /** The page's route pattern, e.g. '/:escalaId'. */
  route: string;
  /** The URL the test opens, e.g. '/4'. */
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
 * One schedules page as the remote renders it (its texts, the mock API signed in as
 * `standing`, the shell's props), with a stub at '/' for the list it goes back to. Gives the
 * spied `notify` and `navigate` (the shell's navigation, for links out of the remote).
 */
export function renderSchedulesPage(
  api: MockApiServer,
  page: ReactElement,
  { route, at, standing = 'PROPRIETARIO', locale = 'pt-BR', routes }: SchedulesPageOptions,
) {
  const session = api.signInAs(standing);
  const notify = vi.fn();
  const navigate = vi.fn();
  const view = renderWithProviders(
    <>
      <Routes>
        {route === '/' ? null : <Route path="/" element={<h1>{LIST_STUB_HEADING}</h1>} />}
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
