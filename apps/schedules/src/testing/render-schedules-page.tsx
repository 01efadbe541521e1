import { renderRemotePage, type RemotePageOptions } from '@levita/federation/testing';
import type { MockApiServer } from '@levita/testing';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { defaultNamespace, namespaces } from '../config/namespaces';

/** What stands in for the list in page tests: a page that went back to the list shows it. */
export const LIST_STUB_HEADING = 'Lista de escalas';

export type SchedulesPageOptions = Omit<RemotePageOptions, 'namespaces' | 'defaultNamespace'>;

/**
 * One schedules page as the remote renders it in the shell (its texts, the mock API signed
 * in as `standing`, the shell's props), with a stub at '/' for the list it goes back to.
 */
export function renderSchedulesPage(
  api: MockApiServer,
  page: ReactElement,
  { routes, ...options }: SchedulesPageOptions,
) {
  return renderRemotePage(api, page, {
    namespaces,
    defaultNamespace,
    ...options,
    routes: (
      <>
        {options.route === '/' ? null : <Route path="/" element={<h1>{LIST_STUB_HEADING}</h1>} />}
        {routes}
      </>
    ),
  });
}
