import { DEMO_PASSWORD, setupMockApiServer } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  rememberedEmail,
  saveRememberedEmail,
  sessionKeys,
} from '../../../lib/session/session-storage';
import { useSession } from '../../../lib/session/session-store';
import { leaveAppFor } from '../utils/leave-app';
import { renderAuthAt, resetSession } from '../testing/test-utils';

vi.mock('../utils/leave-app', () => ({ leaveAppFor: vi.fn() }));

const api = setupMockApiServer();
const googleLoginUrl = 'http://localhost/api/auth/google/login';

async function fillAndSubmit(email: string, senha: string, { submit = 'Entrar' } = {}) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^E-mail/), email);
  if (senha) await user.type(screen.getByLabelText(/^(Senha|Password)/), senha);
  await user.click(screen.getByRole('button', { name: submit }));
  return user;
}

describe('LoginPage', () => {
  beforeEach(() => {
    resetSession();
    api.signOut();
  });
  afterEach(() => vi.mocked(leaveAppFor).mockClear());

  it('signs in, stores the session and goes to /dashboard', async () => {
    renderAuthAt('/login');
    await fillAndSubmit('ana@example.com', DEMO_PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    const session = useSession.getState();
    expect(session.token).toBe('demo-token-1');
    expect(session.user?.nome).toBe('Ana Souza');
    expect(localStorage.getItem(sessionKeys.token)).toBe('demo-token-1');
  });

  it('labels its fields and links to recovery and registration', () => {
    renderAuthAt('/login');
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Senha/)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute(
      'href',
      '/recuperar-senha',
    );
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/register');
    expect(screen.getByText('ou')).toBeInTheDocument();
  });

  it('says what is missing or malformed before calling the server', async () => {
    renderAuthAt('/login');
    const user = await fillAndSubmit('', '');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(screen.getByLabelText(/^Senha/)).toHaveAccessibleDescription('Campo obrigatório.');

    await user.type(screen.getByLabelText(/^E-mail/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Email inválido');
    expect(useSession.getState().token).toBeNull();
  });

  it('says "Invalid email" in English', async () => {
    renderAuthAt('/login', { locale: 'en-US' });
    await fillAndSubmit('ana', 'x', { submit: 'Sign in' });
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Invalid email');
  });

  describe('remember me', () => {
    it('keeps only the e-mail, encoded, and prefills it next time', async () => {
      const { unmount } = renderAuthAt('/login');
      const user = userEvent.setup();
      await user.click(screen.getByRole('checkbox', { name: 'Lembrar meu e-mail' }));
      await fillAndSubmit('ana@example.com', DEMO_PASSWORD);
      await screen.findByRole('heading', { name: 'Dashboard' });

      const stored = localStorage.getItem(sessionKeys.credentials);
      expect(stored).not.toContain('ana@example.com');
      expect(stored).not.toContain(DEMO_PASSWORD);
      expect(atob(stored!)).toBe('{"email":"ana@example.com"}');
      unmount();

      renderAuthAt('/login');
      expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@example.com');
      expect(screen.getByRole('checkbox', { name: 'Lembrar meu e-mail' })).toBeChecked();
    });

    it('removes the stored e-mail when signing in with it off', async () => {
      saveRememberedEmail('bruno@example.com');
      renderAuthAt('/login');
      const user = userEvent.setup();
      const remember = screen.getByRole('checkbox', { name: 'Lembrar meu e-mail' });
      expect(remember).toBeChecked();
      await user.click(remember);
      await user.type(screen.getByLabelText(/^Senha/), DEMO_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Entrar' }));

      await screen.findByRole('heading', { name: 'Dashboard' });
      expect(useSession.getState().user?.nome).toBe('Bruno Lima');
      expect(localStorage.getItem(sessionKeys.credentials)).toBeNull();
      expect(rememberedEmail()).toBeNull();
    });
  });

  describe('the red box', () => {
    it("shows the server's message", async () => {
      renderAuthAt('/login');
      await fillAndSubmit('ana@example.com', 'errada');
      expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
      expect(useSession.getState().token).toBeNull();
    });

    it.each([
      ['pt-BR', 'Entrar', 'Erro de conexão com o servidor'],
      ['en-US', 'Sign in', 'Could not connect to the server'],
    ] as const)('shows the connection error (%s)', async (locale, submit, text) => {
      api.server.use(http.post('*/api/login', () => HttpResponse.error()));
      renderAuthAt('/login', { locale });
      await fillAndSubmit('ana@example.com', DEMO_PASSWORD, { submit });
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    });

    it.each([
      ['pt-BR', 'Entrar', 'Erro desconhecido ao fazer login'],
      ['en-US', 'Sign in', 'Unknown error while logging in'],
    ] as const)(
      'falls back when the server gives no message (%s)',
      async (locale, submit, text) => {
        api.server.use(
          http.post('*/api/login', () =>
            HttpResponse.json({ error: 'internal', message: '' }, { status: 500 }),
          ),
        );
        renderAuthAt('/login', { locale });
        await fillAndSubmit('ana@example.com', DEMO_PASSWORD, { submit });
        expect(await screen.findByRole('alert')).toHaveTextContent(text);
      },
    );
  });

  it('says the login is being completed while the server answers', async () => {
    let answer: () => void = () => undefined;
    api.server.use(
      http.post('*/api/login', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ error: 'invalid_credentials', message: 'Não' }, { status: 401 });
      }),
    );
    renderAuthAt('/login');
    await fillAndSubmit('ana@example.com', DEMO_PASSWORD);

    expect(await screen.findByRole('status')).toHaveTextContent('Concluindo o login...');
    expect(screen.getByLabelText(/^E-mail/)).toBeDisabled();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não');
    expect(screen.queryByText('Concluindo o login...')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toBeEnabled();
  });

  describe('Google sign-in', () => {
    it('sends the browser to the API when Google is configured', async () => {
      api.server.use(
        http.get(
          '*/api/auth/google/login',
          () =>
            new HttpResponse(null, {
              status: 302,
              headers: { Location: 'https://accounts.google.com/o/oauth2/v2/auth' },
            }),
        ),
      );
      renderAuthAt('/login');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar com Google' }));
      await vi.waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(googleLoginUrl));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it.each([
      ['pt-BR', 'Entrar com Google', 'O login com Google não está disponível neste servidor.'],
      ['en-US', 'Sign in with Google', 'Sign-in with Google is not available on this server.'],
    ] as const)('says when the server has no Google sign-in (%s)', async (locale, button, text) => {
      api.server.use(
        http.get('*/api/auth/google/login', () =>
          HttpResponse.json(
            { error: 'google_not_configured', message: 'não configurado' },
            { status: 501 },
          ),
        ),
      );
      renderAuthAt('/login', { locale });
      await userEvent.setup().click(screen.getByRole('button', { name: button }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(leaveAppFor).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    });

    it('says so when the server cannot be reached', async () => {
      api.server.use(http.get('*/api/auth/google/login', () => HttpResponse.error()));
      renderAuthAt('/login');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar com Google' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Erro de conexão com o servidor');
      expect(leaveAppFor).not.toHaveBeenCalled();
    });

    it.each([
      ['google_failed', 'Erro ao autenticar com Google'],
      ['google_cancelled', 'O login com Google foi cancelado.'],
      ['google_not_configured', 'O login com Google não está disponível neste servidor.'],
    ])('shows the failure the API redirected with (?error=%s) once', async (code, text) => {
      renderAuthAt(`/login?error=${code}`);
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      // The flag leaves the URL, so a reload does not repeat the message.
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
      expect(screen.getByRole('alert')).toHaveTextContent(text);
    });

    it('ignores an error flag it does not know', () => {
      renderAuthAt('/login?error=outra_coisa');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('says once that the session expired', () => {
    useSession.getState().signOut('expired');
    const { unmount } = renderAuthAt('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sessão expirada. Por favor, faça login novamente.',
    );
    unmount();
    renderAuthAt('/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be used with the keyboard alone', async () => {
    renderAuthAt('/login');
    const user = userEvent.setup();
    const form = screen.getByRole('textbox', { name: /^E-mail/ }).closest('form')!;
    await user.tab();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText(/^Senha/)).toHaveFocus();
    await user.tab();
    expect(within(form).getByRole('button', { name: 'Mostrar senha' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Lembrar meu e-mail' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Lembrar meu e-mail' })).toBeChecked();
  });
});
