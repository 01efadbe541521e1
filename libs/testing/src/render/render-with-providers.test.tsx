import { useApiClient, useSongs } from '@levita/api-client';
import { userSchema } from '@levita/contracts';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useTranslation } from '@levita/i18n';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setupMockApiServer } from '../node/mock-api-server';
import { renderWithProviders } from './render-with-providers';

const api = setupMockApiServer();

function Greeting() {
  const client = useApiClient();
  const { t } = useTranslation();
  const { id } = useParams();
  const user = useQuery({
    queryKey: ['usuario'],
    queryFn: () => client.get('/usuario', userSchema),
  });
  return (
    <p>
      {t('retry')} · {id} · {user.data?.nome ?? '…'}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('gives a page translations, a router, a query cache and an API client on the mock API', async () => {
    api.signInAs('ADMIN');
    renderWithProviders(<Greeting />, { path: '/musicas/:id', initialEntries: ['/musicas/7'] });
    expect(await screen.findByText('Tentar novamente · 7 · Bruno Lima')).toBeInTheDocument();
  });

  it('lets the api-client hooks talk to the mock API as the signed-in role', async () => {
    function SongCount() {
      const songs = useSongs({ ministerio_id: 1, por_pagina: 5 });
      if (songs.error) return <p role="alert">{songs.error.message}</p>;
      return <p>{songs.data ? `${songs.data.musicas.length} / ${songs.data.total}` : '…'}</p>;
    }
    const { unmount } = renderWithProviders(<SongCount />);
    expect(await screen.findByText('5 / 16')).toBeInTheDocument();
    unmount();

    api.signInAs('PENDENTE');
    renderWithProviders(<SongCount />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não tem permissão para realizar esta ação.',
    );
  });
});
