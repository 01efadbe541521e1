import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render-ui';
import { QueryView, type QueryViewProps } from './query-view';

/** A fetcher the test answers by hand, one call at a time. */
function controlledFetcher() {
  const calls: { resolve: (name: string) => void; reject: (error: Error) => void }[] = [];
  const fetcher = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('The query has not fetched yet');
    return call;
  };
  return {
    fetcher,
    get count() {
      return calls.length;
    },
    resolve: (name: string) => act(async () => last().resolve(name)),
    reject: (message: string) => act(async () => last().reject(new Error(message))),
  };
}

type ViewProps = Omit<QueryViewProps<string>, 'query' | 'children'>;

function Song({ fetcher, view }: { fetcher: () => Promise<string>; view: ViewProps }) {
  const query = useQuery({ queryKey: ['song'], queryFn: fetcher, retry: false });
  return (
    <>
      {/* What the query itself says, to wait on: the view may not show it. */}
      <output aria-label="query status">{query.status}</output>
      <QueryView query={query} {...view}>
        {(name) => <h1>{name}</h1>}
      </QueryView>
    </>
  );
}

function renderSong(
  fetcher: () => Promise<string>,
  view: ViewProps = { errorTitle: 'Não foi possível carregar a música' },
  locale: 'pt-BR' | 'en-US' = 'pt-BR',
) {
  const client = new QueryClient();
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderUi(wrap(<Song fetcher={fetcher} view={view} />), { locale });
  return client;
}

describe('QueryView', () => {
  it('shows a labelled skeleton while loading, then the content', async () => {
    const api = controlledFetcher();
    renderSong(api.fetcher, { errorTitle: 'Falhou', loadingLabel: 'Carregando a música…' });
    expect(screen.getByRole('status', { name: 'Carregando a música…' })).toBeInTheDocument();
    await api.resolve('Grande é o Senhor');
    expect(await screen.findByRole('heading', { name: 'Grande é o Senhor' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando a música…' })).not.toBeInTheDocument();
  });

  it.each([
    ['pt-BR', 'Carregando...', 'Tentar novamente'],
    ['en-US', 'Loading...', 'Try again'],
  ] as const)('names loading and retry in %s unless told', async (locale, loading, retry) => {
    const api = controlledFetcher();
    renderSong(api.fetcher, { errorTitle: 'Falhou' }, locale);
    expect(screen.getByRole('status', { name: loading })).toBeInTheDocument();
    await api.reject('offline');
    expect(await screen.findByRole('button', { name: retry })).toBeInTheDocument();
  });

  it('explains a failure and retries, showing the skeleton while the retry runs', async () => {
    const api = controlledFetcher();
    renderSong(api.fetcher, {
      errorTitle: 'Não foi possível carregar a música',
      describeError: (error) => `Motivo: ${(error as Error).message}`,
      retryLabel: 'Recarregar',
    });
    await api.reject('sem conexão');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a música');
    expect(alert).toHaveTextContent('Motivo: sem conexão');

    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(api.count).toBe(2);
    expect(await screen.findByRole('status', { name: 'Carregando...' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await api.resolve('Grande é o Senhor');
    expect(await screen.findByRole('heading', { name: 'Grande é o Senhor' })).toBeInTheDocument();
  });

  it('keeps loaded content when a background refresh fails', async () => {
    const api = controlledFetcher();
    const client = renderSong(api.fetcher);
    await api.resolve('Grande é o Senhor');
    expect(await screen.findByRole('heading', { name: 'Grande é o Senhor' })).toBeInTheDocument();
    await act(async () => void client.refetchQueries({ queryKey: ['song'] }));
    await api.reject('sem conexão');
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grande é o Senhor' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a placeholder of its own', () => {
    renderUi(
      <QueryView
        query={{ data: undefined, error: null, isError: false, refetch: () => undefined }}
        errorTitle="Falhou"
        placeholder={<p>Buscando…</p>}
      >
        {(name: string) => name}
      </QueryView>,
    );
    expect(screen.getByText('Buscando…')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
