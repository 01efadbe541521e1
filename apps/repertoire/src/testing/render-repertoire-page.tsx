import type { RemoteMinistry } from '@levita/federation';
import { withRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import { renderWithProviders } from '@levita/testing';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { repertoireNamespaces } from '../config/namespaces';

/** What stands in for the song list in page tests: a page that went back to the list shows it. */
export const LIST_STUB_HEADING = 'Lista do repertório';

export interface RepertoirePageOptions {
  /** The page's route pattern, e.g. '/:musicaId'. */
  route: string;
  /** The URL the test opens, e.g. '/4'. */
  at: string;
  ministry: RemoteMinistry;
  locale?: Locale;
}

/**
 * One repertoire page as the remote renders it (its texts, the mock API, the shell's props),
 * with a stub at '/' for the list it goes back to. Gives the spied `notify`.
 */
export function renderRepertoirePage(
  page: ReactElement,
  { route, at, ministry, locale = 'pt-BR' }: RepertoirePageOptions,
) {
  const notify = vi.fn();
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<h1>{LIST_STUB_HEADING}</h1>} />
      <Route path={route} element={page} />
    </Routes>,
    {
      namespaces: repertoireNamespaces,
      defaultNamespace: 'repertoire',
      locale,
      initialEntries: [at],
      wrapper: withRemoteProps({ ministry, locale, notify }),
    },
  );
  return { ...view, notify };
}

/** The demo ministry as its owner sees it. */
export const ownedDemoMinistry: RemoteMinistry = {
  id: 1,
  nome: 'Ministério de Louvor',
  situacao: 'PROPRIETARIO',
};
