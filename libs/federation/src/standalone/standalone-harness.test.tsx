import { commonNamespaces } from '@levita/i18n/common-texts';
import { standingResponseSchema } from '@levita/contracts';
import { remoteBasePath, remoteOwnedPaths } from '@levita/contracts/paths';
import { useApiClient } from '@levita/api-client';
import { createMockApi, setupMockApiServer } from '@levita/testing';
import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteProps } from '../remote-props';
import { RemoteRoot } from '../remote-root/remote-root';
import { demoRemoteProps } from '../testing/demo-remote-props';
import { harnessStorageKey, type HarnessSettings } from './harness-settings';
import { mountStandalone } from './mount-standalone';
import { StandaloneHarness } from './standalone-harness';

const api = setupMockApiServer();

const ownerInPortuguese: HarnessSettings = {
  standing: 'PROPRIETARIO',
  locale: 'pt-BR',
  theme: 'light',
};

/** A remote that shows what it was given. */
function FakeRoot(props: RemoteProps) {
  return (
    <output data-testid="remote">
      {[
        props.user?.nome,
        props.ministry?.nome,
        props.ministry?.situacao,
        props.locale,
        props.theme,
        props.basePath,
        props.getToken() ?? 'no token',
      ].join(' | ')}
    </output>
  );
}

const remoteText = () => screen.getByTestId('remote').textContent;

describe('StandaloneHarness', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllEnvs());

  it('renders the remote with the demo session and passes every switch on as props', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const onSettingsChange = vi.fn();
    render(
      <StandaloneHarness
        Root={FakeRoot}
        remoteProps={{ basePath: '/ministerios/1/musicas' }}
        initialSettings={ownerInPortuguese}
        mockApi={null}
        apiUrl="http://localhost:3000/api"
        onSettingsChange={onSettingsChange}
      />,
    );
    expect(remoteText()).toBe(
      'Ana Souza | Ministério de Louvor | PROPRIETARIO | pt-BR | light | /ministerios/1/musicas | no token',
    );
    expect(
      screen.getByRole('complementary', { name: 'Modo isolado: sessão simulada' }),
    ).toHaveTextContent('API real: http://localhost:3000/api');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Papel'), 'MEMBRO');
    expect(remoteText()).toContain('| MEMBRO | pt-BR | light |');

    await user.selectOptions(screen.getByLabelText('Idioma'), 'en-US');
    expect(remoteText()).toContain('| MEMBRO | en-US | light |');
    // The toolbar speaks the chosen language too.
    expect(screen.getByLabelText('Role')).toHaveDisplayValue('Member');

    await user.selectOptions(screen.getByLabelText('Theme'), 'dark');
    expect(remoteText()).toContain('| MEMBRO | en-US | dark |');
    expect(onSettingsChange).toHaveBeenLastCalledWith({
      standing: 'MEMBRO',
      locale: 'en-US',
      theme: 'dark',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('signs the demo user of each role in to the mock API, and the remote calls it as them', async () => {
    function Standing() {
      const client = useApiClient();
      const standing = useQuery({
        queryKey: ['situacao'],
        queryFn: () => client.get('/ministerios/1/situacao', standingResponseSchema),
      });
      return <p>situacao: {standing.data?.situacao ?? '…'}</p>;
    }
    function RemoteApp(props: RemoteProps) {
      return (
        <RemoteRoot remoteProps={props} namespaces={commonNamespaces} defaultNamespace="common">
          <FakeRoot {...props} />
          <Standing />
        </RemoteRoot>
      );
    }
    window.history.replaceState(null, '', '/ministerios/1/musicas');
    render(
      <StandaloneHarness
        Root={RemoteApp}
        remoteProps={{ basePath: '/ministerios/1/musicas', apiBaseUrl: 'http://localhost/api' }}
        initialSettings={ownerInPortuguese}
        mockApi={api}
        apiUrl={null}
      />,
    );
    expect(await screen.findByText('situacao: PROPRIETARIO')).toBeInTheDocument();
    expect(screen.getByText(/API simulada/)).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText('Papel'), 'ADMIN');
    expect(await screen.findByText('situacao: ADMIN')).toBeInTheDocument();
    expect(remoteText()).toBe(
      'Bruno Lima | Ministério de Louvor | ADMIN | pt-BR | light | /ministerios/1/musicas | demo-token-2',
    );
    expect(screen.getByText(/Conectado como Bruno Lima/)).toBeInTheDocument();
  });

  it('shows what the remote notifies, as the shell would toast it', async () => {
    function Notifier({ notify }: RemoteProps) {
      return (
        <button type="button" onClick={() => notify({ type: 'success', message: 'Música salva' })}>
          save
        </button>
      );
    }
    render(
      <StandaloneHarness
        Root={Notifier}
        remoteProps={{ basePath: '/' }}
        initialSettings={ownerInPortuguese}
        mockApi={null}
        apiUrl={null}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sucesso: Música salva');
  });
});

describe('mountStandalone', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    window.localStorage.clear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('starts the mock API before mounting, and keeps the last choices', async () => {
    window.localStorage.setItem(
      harnessStorageKey,
      JSON.stringify({ standing: 'MEMBRO', locale: 'en-US', theme: 'dark' }),
    );
    const startMockApi = vi.fn(async () => createMockApi());
    await mountStandalone(FakeRoot, { basePath: '/x', mockApi: async () => ({ startMockApi }) });
    expect(startMockApi).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(remoteText()).toBe(
        'Carla Mendes | Ministério de Louvor | MEMBRO | en-US | dark | /x | demo-token-3',
      ),
    );
  });

  it.each([
    ['/', '/ministerios/1/membros'],
    // The members remote's base path: the ministry's home is the shell's, not the remote's.
    ['/ministerios/1', '/ministerios/1/membros'],
    ['/ministerios/1/escalas', '/ministerios/1/membros'],
    ['/ministerios/1/funcoes', '/ministerios/1/funcoes'],
  ])('opens at %s on %s, a page the remote owns', async (opened, shown) => {
    window.history.replaceState(null, '', opened);
    const basePath = remoteBasePath('members', 1, 'membros');
    await mountStandalone(FakeRoot, {
      basePath,
      ownedPaths: remoteOwnedPaths('members', basePath),
    });
    expect(window.location.pathname).toBe(shown);
  });

  it('opens a remote that owns its whole base path there', async () => {
    window.history.replaceState(null, '', '/');
    await mountStandalone(FakeRoot, { basePath: '/ministerios/1/musicas' });
    expect(window.location.pathname).toBe('/ministerios/1/musicas');
  });

  it('leaves the mock API out when VITE_API_URL points at a real API', async () => {
    vi.stubEnv('VITE_API_URL', 'http://localhost:3000/api');
    vi.stubEnv('VITE_API_TOKEN', 'real-token');
    const loadMockApi = vi.fn();
    await mountStandalone(FakeRoot, { basePath: '/x', mockApi: loadMockApi });
    expect(loadMockApi).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(remoteText()).toContain('Ana Souza | Ministério de Louvor | PROPRIETARIO'),
    );
    expect(remoteText()).toContain('real-token');
  });
});

describe('demoRemoteProps', () => {
  it('is the session the mock API starts with: the owner of the demo ministry', () => {
    const session = createMockApi().signInAs('PROPRIETARIO');
    const props = demoRemoteProps();
    expect(props.user).toEqual(session.user);
    expect(props.ministry).toEqual(session.ministry);
  });
});
