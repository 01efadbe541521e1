import { ApiError } from '@levita/api-client';
import { renderWithProviders } from '@levita/testing';
import { BackToListPanel } from '@levita/ui';
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RemoteMinistry } from '../remote-props';
import { withRemoteProps } from '../testing/with-remote-props';
import { type MinistryRecordQuery, useNotFoundInMinistry } from './use-not-found-in-ministry';

interface Song {
  ministerio_id: number;
  nome: string;
}

/** A detail page as the remotes write one: the not-found view, else the record. */
function SongPage({ query }: { query: MinistryRecordQuery & { data?: Song } }) {
  if (useNotFoundInMinistry(query))
    return (
      <BackToListPanel
        id="song-not-found"
        title="Música não encontrada"
        message="Ela pode ter sido excluída."
        backLabel="Voltar ao repertório"
        linkAs={Link}
        to="/"
      />
    );
  return <h1>{query.data?.nome ?? 'Carregando'}</h1>;
}

const louvor: RemoteMinistry = { id: 1, nome: 'Ministério de Louvor', situacao: 'ADMIN' };

function renderPage(
  query: MinistryRecordQuery & { data?: Song },
  ministry = louvor as RemoteMinistry | null,
) {
  renderWithProviders(<SongPage query={query} />, {
    initialEntries: ['/12'],
    wrapper: withRemoteProps({ ministry }),
  });
}

const notFound = () => screen.queryByRole('region', { name: 'Música não encontrada' });

describe('useNotFoundInMinistry', () => {
  it("shows a record of the route's ministry", () => {
    renderPage({ data: { ministerio_id: 1, nome: 'Bondade de Deus' }, error: null });
    expect(screen.getByRole('heading', { name: 'Bondade de Deus' })).toBeInTheDocument();
    expect(notFound()).not.toBeInTheDocument();
  });

  it("shows another ministry's record as not found, with the way back", () => {
    renderPage({ data: { ministerio_id: 2, nome: 'Hino do coral' }, error: null });
    expect(notFound()).toHaveTextContent('Ela pode ter sido excluída.');
    expect(screen.queryByText('Hino do coral')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao repertório' })).toHaveAttribute('href', '/');
  });

  it('shows a 404 as not found', () => {
    renderPage({ error: new ApiError(404, { error: 'not_found', message: 'Não encontrada' }) });
    expect(notFound()).toBeInTheDocument();
  });

  it('leaves a server failure and a record still loading to the page', () => {
    renderPage({ error: new ApiError(500, { error: 'internal_error', message: '' }) });
    expect(notFound()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Carregando' })).toBeInTheDocument();
  });

  it('judges only by the 404 while the shell has not given the ministry yet', () => {
    renderPage({ data: { ministerio_id: 2, nome: 'Hino do coral' }, error: null }, null);
    expect(notFound()).not.toBeInTheDocument();
  });
});
