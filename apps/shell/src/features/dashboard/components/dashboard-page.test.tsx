import { setupMockApiServer } from '@levita/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session/session-store';
import { card, findCard, renderDashboard } from '../testing/dashboard-test-kit';
import { MINIMUM_LOADING_MS } from '../hooks/use-minimum-delay';

const api = setupMockApiServer();

const ana = {
  id: 1,
  nome: 'Ana Souza',
  email: 'ana@example.com',
  telefone: '(11) 98765-4321',
  foto_url: null,
};

beforeEach(() => {
  localStorage.clear();
  useSession.setState({
    token: 'test-token',
    tokenExpiration: '2030-01-01T00:00:00.000Z',
    user: ana,
  });
});

const toast = (role: 'status' | 'alert', text: string) =>
  screen.findByText(text, { selector: `[role="${role}"] span` });

describe('DashboardPage greeting', () => {
  it('greets the user by name', async () => {
    renderDashboard();
    expect(screen.getByText('Olá, Ana Souza!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Meus ministérios' })).toBeInTheDocument();
    await findCard('Ministério de Louvor');
  });

  it.each([
    ['pt-BR', 'Olá, usuário!'],
    ['en-US', 'Hello, user!'],
  ] as const)('falls back to "usuário" without a stored user (%s)', async (locale, greeting) => {
    useSession.setState({ user: null });
    renderDashboard(locale);
    expect(screen.getByText(greeting)).toBeInTheDocument();
    await findCard('Ministério de Louvor');
  });
});

describe('DashboardPage cards', () => {
  it('shows each ministry with its initial, standing, access code and Access link', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await findCard('Ministério de Louvor');
    const louvor = card('Ministério de Louvor');
    expect(louvor.getByText('M')).toBeInTheDocument();
    expect(louvor.getByText('Proprietário')).toBeInTheDocument();
    expect(louvor.getByText('LVT4C7')).toBeInTheDocument();
    expect(card('Coral Jovem').getByText('Membro')).toBeInTheDocument();
    expect(card('Coral Jovem').getByRole('button', { name: 'Sair' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.click(louvor.getByRole('link', { name: 'Acessar Ministério de Louvor' }));
    expect(screen.getByRole('heading', { name: 'Ministério 1' })).toBeInTheDocument();
  });

  it('shows the logo when the ministry has one', async () => {
    api.store.tables.ministries[1]!.logo = 'data:image/png;base64,iVBORw0KGgo=';
    renderDashboard();
    await findCard('Coral Jovem');
    expect(card('Coral Jovem').getByRole('img', { name: 'Logo de Coral Jovem' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('copies the access code and says so', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await findCard('Coral Jovem');
    await user.click(
      card('Coral Jovem').getByRole('button', {
        name: 'Copiar código de acesso de Coral Jovem',
      }),
    );
    expect(await toast('status', 'Código de acesso copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('CRJ9XK');
  });

  it('a pending card hides Access and says it waits for approval', async () => {
    api.signInAs('PENDENTE');
    renderDashboard();
    await findCard('Ministério de Louvor');
    const louvor = card('Ministério de Louvor');
    expect(louvor.getByText('Pendente')).toBeInTheDocument();
    expect(louvor.getByText('Aguardando aprovação de um administrador.')).toBeInTheDocument();
    expect(louvor.queryByRole('link')).not.toBeInTheDocument();
    expect(louvor.getByRole('button', { name: 'Cancelar solicitação' })).toBeInTheDocument();
  });

  it("the owner's Leave looks disabled, has a note, and clicking it explains why", async () => {
    const user = userEvent.setup();
    renderDashboard();
    await findCard('Ministério de Louvor');
    const leave = card('Ministério de Louvor').getByRole('button', { name: 'Sair' });
    expect(leave).toHaveAttribute('aria-disabled', 'true');
    expect(leave).toHaveAccessibleDescription(
      'Você é o proprietário e não pode sair deste ministério.',
    );
    await user.click(leave);
    expect(
      await toast('alert', 'Você é o proprietário deste ministério e não pode sair.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in English, the owner toast is translated', async () => {
    const user = userEvent.setup();
    renderDashboard('en-US');
    await findCard('Ministério de Louvor');
    await user.click(card('Ministério de Louvor').getByRole('button', { name: 'Leave' }));
    expect(
      await toast('alert', 'You are the owner of this ministry and cannot leave.'),
    ).toBeInTheDocument();
  });
});

describe('DashboardPage leaving and cancelling', () => {
  it('asks before leaving; saying no keeps the membership', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await findCard('Coral Jovem');
    await user.click(card('Coral Jovem').getByRole('button', { name: 'Sair' }));
    const dialog = screen.getByRole('dialog', { name: 'Sair do ministério' });
    expect(dialog).toHaveTextContent('Tem certeza que deseja sair do ministério "Coral Jovem"?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('Coral Jovem').getByText('Membro')).toBeInTheDocument();
  });

  it('leaves after confirming, names the ministry in the toast and reloads the list', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await findCard('Coral Jovem');
    await user.click(card('Coral Jovem').getByRole('button', { name: 'Sair' }));
    const dialog = screen.getByRole('dialog', { name: 'Sair do ministério' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair' }));
    expect(
      await toast('status', 'Você saiu do ministério "Coral Jovem" com sucesso!'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Coral Jovem' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ministério de Louvor' })).toBeInTheDocument();
  });

  it('cancels a pending request after confirming', async () => {
    api.signInAs('PENDENTE');
    const user = userEvent.setup();
    renderDashboard();
    await findCard('Ministério de Louvor');
    await user.click(
      card('Ministério de Louvor').getByRole('button', { name: 'Cancelar solicitação' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancelar solicitação' });
    expect(dialog).toHaveTextContent(
      'Deseja cancelar sua solicitação de acesso ao ministério "Ministério de Louvor"?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar solicitação' }));
    expect(
      await toast(
        'status',
        'Solicitação de acesso ao ministério "Ministério de Louvor" cancelada.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Ministério de Louvor' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Você ainda não participa de nenhum ministério.')).toBeInTheDocument();
  });

  it('a failed leave says why in an error toast and keeps the card', async () => {
    api.server.use(
      http.delete(
        '*/api/ministerios/:id/sair',
        () =>
          HttpResponse.json(
            { error: 'internal_error', message: 'Falha no servidor' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderDashboard();
    await findCard('Coral Jovem');
    await user.click(card('Coral Jovem').getByRole('button', { name: 'Sair' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sair do ministério' })).getByRole('button', {
        name: 'Sair',
      }),
    );
    expect(await toast('alert', 'Falha no servidor')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('Coral Jovem').getByText('Membro')).toBeInTheDocument();
  });

  it('in English, the leave toast names the ministry', async () => {
    const user = userEvent.setup();
    renderDashboard('en-US');
    await findCard('Coral Jovem');
    await user.click(card('Coral Jovem').getByRole('button', { name: 'Leave' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave ministry' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await toast('status', 'You left the ministry "Coral Jovem"!')).toBeInTheDocument();
  });
});

describe('DashboardPage loading and errors', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the spinner for at least 300 ms even when the list arrives at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { queryClient } = renderDashboard();
    expect(screen.getByRole('status', { name: 'Carregando ministérios' })).toBeInTheDocument();
    // Let the mock API answer without moving the fake clock: only zero-delay timers run.
    for (let turn = 0; turn < 500; turn++) {
      if (queryClient.getQueryState(['ministries', 'list'])?.status === 'success') break;
      await act(async () => {
        vi.advanceTimersByTime(0);
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    expect(queryClient.getQueryState(['ministries', 'list'])?.status).toBe('success');
    await act(() => vi.advanceTimersByTimeAsync(MINIMUM_LOADING_MS - 10));
    expect(screen.getByRole('status', { name: 'Carregando ministérios' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(
      screen.queryByRole('status', { name: 'Carregando ministérios' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ministério de Louvor' })).toBeInTheDocument();
  });

  it('shows an error panel whose retry loads the list again', async () => {
    api.server.use(
      http.get(
        '*/api/ministerios',
        () =>
          HttpResponse.json(
            { error: 'internal_error', message: 'Falha no servidor' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar ministérios. Por favor, tente novamente.');
    expect(alert).toHaveTextContent('Falha no servidor');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await findCard('Ministério de Louvor')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('in English, the error panel is translated', async () => {
    api.server.use(
      http.get('*/api/ministerios', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    renderDashboard('en-US');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading ministries. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
