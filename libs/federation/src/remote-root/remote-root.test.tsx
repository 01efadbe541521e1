import { commonNamespaces } from '@levita/i18n/common-texts';
import { remoteBasePath } from '@levita/contracts/paths';
import { ApiError } from '@levita/api-client';
import { renderWithProviders } from '@levita/testing';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RemoteOutlet } from '../outlet/remote-outlet';
import { createRemoteParcel } from '../parcel/create-remote-parcel';
import type { RemoteProps } from '../remote-props';
import { demoRemoteProps } from '../testing/demo-remote-props';
import { RemoteRoot } from './remote-root';

/** The members remote's route table in small: its sections, and a catch-all to the first. */
function MembersRemote(props: RemoteProps) {
  return (
    <RemoteRoot remoteProps={props} namespaces={commonNamespaces} defaultNamespace="common">
      <Routes>
        <Route path="/membros" element={<h1>Membros</h1>} />
        <Route path="/membros/:membroId/funcoes" element={<h1>Funções do membro</h1>} />
        <Route path="/funcoes" element={<h1>Funções</h1>} />
        <Route path="/indisponibilidades" element={<h1>Indisponibilidades</h1>} />
        <Route path="*" element={<Navigate to="/membros" replace />} />
      </Routes>
    </RemoteRoot>
  );
}

const ministry = '/ministerios/1';
const notTheRemotes = [
  ministry,
  `${ministry}/escalas`,
  `${ministry}/relatorios`,
  `${ministry}/configuracoes`,
  `${ministry}/musicas/nova`,
];

/** As the shell mounts it: through the outlet, at the ministry, told nothing but its base path. */
async function mountMembersAt(path: string) {
  window.history.replaceState(null, '', path);
  const parcel = createRemoteParcel({ name: 'members', version: '1.0.0' }, MembersRemote);
  renderWithProviders(
    <RemoteOutlet
      name="members"
      loader={{ loadParcel: async () => parcel }}
      remoteProps={demoRemoteProps({ basePath: remoteBasePath('members', 1, 'membros') })}
    />,
  );
  await screen.findByTestId('remote-build');
}

/** A history change as single-spa reports it to every router in the page. */
function moveTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('RemoteRoot of a remote mounted above its sections', () => {
  it.each([
    [`${ministry}/membros`, 'Membros'],
    [`${ministry}/membros/5/funcoes`, 'Funções do membro'],
    [`${ministry}/funcoes`, 'Funções'],
    [`${ministry}/indisponibilidades`, 'Indisponibilidades'],
  ])('renders its router at %s', async (path, heading) => {
    await mountMembersAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it.each(notTheRemotes)('renders nothing, and redirects nowhere, at %s', async (path) => {
    await mountMembersAt(path);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it.each(notTheRemotes)(
    'lets the page leave for %s before the shell unmounts it',
    async (path) => {
      await mountMembersAt(`${ministry}/funcoes`);
      expect(await screen.findByRole('heading', { name: 'Funções' })).toBeInTheDocument();

      moveTo(path);
      await waitFor(() => expect(screen.queryByRole('heading')).not.toBeInTheDocument());
      expect(window.location.pathname).toBe(path);
    },
  );

  it('follows the URL between its own sections', async () => {
    await mountMembersAt(`${ministry}/membros`);
    expect(await screen.findByRole('heading', { name: 'Membros' })).toBeInTheDocument();
    moveTo(`${ministry}/indisponibilidades`);
    expect(await screen.findByRole('heading', { name: 'Indisponibilidades' })).toBeInTheDocument();
  });
});

describe('RemoteRoot given no owned paths (an older shell)', () => {
  function renderAt(path: string) {
    window.history.replaceState(null, '', path);
    render(
      <RemoteRoot
        remoteProps={demoRemoteProps({ basePath: `${ministry}/musicas` })}
        namespaces={commonNamespaces}
        defaultNamespace="common"
      >
        <Routes>
          <Route path="*" element={<h1>Repertório</h1>} />
        </Routes>
      </RemoteRoot>,
    );
  }

  it('owns its base path and everything below it', () => {
    renderAt(`${ministry}/musicas/nova`);
    expect(screen.getByRole('heading', { name: 'Repertório' })).toBeInTheDocument();
  });

  it('renders nothing outside it', () => {
    renderAt(`${ministry}/escalas`);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe("RemoteRoot's query cache", () => {
  /** A page whose record the server says is not there. */
  function MissingSchedule({ onCall }: { onCall: () => void }) {
    const query = useQuery({
      queryKey: ['schedule', 9999],
      queryFn: () => {
        onCall();
        throw new ApiError(404, { error: 'not_found', message: 'Escala não encontrada.' });
      },
    });
    return query.isError ? <p role="alert">{query.error.message}</p> : <p>Carregando</p>;
  }

  it('takes a 404 as final: asked once, the page says so at once', async () => {
    window.history.replaceState(null, '', `${ministry}/escalas/9999`);
    let calls = 0;
    render(
      <RemoteRoot
        remoteProps={demoRemoteProps({ basePath: `${ministry}/escalas` })}
        namespaces={commonNamespaces}
        defaultNamespace="common"
      >
        <MissingSchedule onCall={() => calls++} />
      </RemoteRoot>,
    );
    // With the library's default (three retries, 1 s, 2 s, 4 s apart) this waits 7 s.
    expect(await screen.findByRole('alert')).toHaveTextContent('Escala não encontrada.');
    expect(calls).toBe(1);
  });
});
