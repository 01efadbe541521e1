import { DEMO_RESET_TOKEN, renderWithProviders, setupMockApiServer } from '@levita/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../../locales/en-US/account.json';
import ptBR from '../../../locales/pt-BR/account.json';
import { RESET_REDIRECT_DELAY_MS, ResetPasswordPage } from './reset-password-page';

const api = setupMockApiServer();

/** A field by its label text; required fields add a " *" mark to the label. */
const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <p data-testid="path">{pathname + search}</p>;
}

function renderAt(entry: string, locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/redefinir-senha/:token?" element={<ResetPasswordPage />} />
        <Route path="/login" element={<h1>Login</h1>} />
      </Routes>
      <CurrentPath />
    </>,
    {
      locale,
      namespaces: { account: { 'pt-BR': ptBR, 'en-US': enUS } },
      defaultNamespace: 'account',
      initialEntries: [entry],
    },
  );
}

const texts = {
  'pt-BR': {
    password: 'Nova senha',
    confirm: 'Confirmar nova senha',
    submit: 'Redefinir senha',
    mismatch: 'As senhas não coincidem.',
    short: 'A senha deve ter pelo menos 6 caracteres.',
    noToken: 'Token de redefinição não encontrado.',
    newLink: 'Solicitar novo link',
  },
  'en-US': {
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Reset password',
    mismatch: 'Passwords do not match.',
    short: 'The password must have at least 6 characters.',
    noToken: 'Reset token not found.',
    newLink: 'Ask for a new link',
  },
} as const;

async function fill(senha: string, confirmacao: string, locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  const user = userEvent.setup();
  const text = texts[locale];
  if (senha) await user.type(screen.getByLabelText(label(text.password)), senha);
  if (confirmacao) await user.type(screen.getByLabelText(label(text.confirm)), confirmacao);
  await user.click(screen.getByRole('button', { name: text.submit }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => vi.useRealTimers());

  describe.each(['pt-BR', 'en-US'] as const)('client checks in order (%s)', (locale) => {
    const text = texts[locale];

    it('1. the passwords must match', async () => {
      renderAt(`/redefinir-senha/${DEMO_RESET_TOKEN}`, locale);
      await fill('segredo1', 'segredo2', locale);
      const confirm = screen.getByLabelText(label(text.confirm));
      expect(confirm).toHaveAccessibleDescription(text.mismatch);
      expect(confirm).toHaveFocus();
      expect(screen.getByLabelText(label(text.password))).toBeValid();
    });

    it('2. the new password has at least 6 characters', async () => {
      renderAt(`/redefinir-senha/${DEMO_RESET_TOKEN}`, locale);
      await fill('abc', 'abc', locale);
      const password = screen.getByLabelText(label(text.password));
      expect(password).toHaveAccessibleDescription(expect.stringContaining(text.short));
      expect(password).toHaveFocus();
      expect(screen.getByLabelText(label(text.confirm))).toBeValid();
    });

    it('3. a token must exist', async () => {
      renderAt('/redefinir-senha', locale);
      await fill('segredo1', 'segredo1', locale);
      expect(screen.getByRole('alert')).toHaveTextContent(text.noToken);
      expect(screen.getByRole('link', { name: text.newLink })).toHaveAttribute(
        'href',
        '/recuperar-senha',
      );
    });
  });

  it('reports every problem at once, focusing the first one', async () => {
    renderAt('/redefinir-senha');
    await fill('abc', 'abd');
    expect(screen.getByLabelText(label('Confirmar nova senha'))).toHaveFocus();
    expect(screen.getByLabelText(label('Nova senha'))).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Token de redefinição não encontrado.');
  });

  it('takes the token from the path, shows success and goes to /login after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt(`/redefinir-senha/${DEMO_RESET_TOKEN}`);
    await fill('segredo1', 'segredo1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Você será levado ao login em 5 segundos.',
    );
    expect(screen.getByRole('heading', { name: 'Senha redefinida!' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(RESET_REDIRECT_DELAY_MS - 1000));
    expect(screen.getByTestId('path')).toHaveTextContent(`/redefinir-senha/${DEMO_RESET_TOKEN}`);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/login$/);
  });

  it('takes the token from ?token=', async () => {
    let sent: unknown;
    api.server.use(
      http.post('*/api/redefinir-senha', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderAt(`/redefinir-senha?token=${DEMO_RESET_TOKEN}`, 'en-US');
    await fill('secret1', 'secret1', 'en-US');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You will be taken to the login in 5 seconds.',
    );
    expect(sent).toEqual({ token: DEMO_RESET_TOKEN, senha: 'secret1', confirmar_senha: 'secret1' });
  });

  it('shows the server field errors as "field: message" lines', async () => {
    api.server.use(
      http.post('*/api/redefinir-senha', () =>
        HttpResponse.json(
          {
            error: 'validation_error',
            message: 'Dados inválidos',
            errors: { senha: ['muito curta', 'fraca'], confirmar_senha: ['não confere'] },
          },
          { status: 400 },
        ),
      ),
    );
    renderAt(`/redefinir-senha/${DEMO_RESET_TOKEN}`);
    await fill('segredo1', 'segredo1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verifique os dados informados:');
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(['senha: muito curta, fraca', 'confirmar_senha: não confere']);
  });

  it('shows the invalid-link panel for an unknown or expired token before anything is typed', async () => {
    renderAt('/redefinir-senha/expirado');
    expect(
      await screen.findByRole('heading', { name: 'Link inválido ou expirado' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(label('Nova senha'))).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar novo link' })).toHaveAttribute(
      'href',
      '/recuperar-senha',
    );
  });

  it('treats any server message about the token as an invalid link (en-US)', async () => {
    api.server.use(
      http.post('*/api/redefinir-senha', () =>
        HttpResponse.json({ error: 'bad_request', message: 'Token expired' }, { status: 400 }),
      ),
    );
    renderAt(`/redefinir-senha/${DEMO_RESET_TOKEN}`, 'en-US');
    await fill('secret1', 'secret1', 'en-US');
    expect(
      await screen.findByRole('heading', { name: 'Invalid or expired link' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is no longer valid. Ask for a new recovery link.',
    );
  });

  it('keeps the form when the link cannot be checked: the reset decides', async () => {
    api.server.use(http.get('*/api/redefinir-senha/:token', () => HttpResponse.error()));
    renderAt(`/redefinir-senha/${DEMO_RESET_TOKEN}`);
    await fill('segredo1', 'segredo1');
    expect(screen.queryByRole('heading', { name: 'Link inválido ou expirado' })).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    api.server.use(http.post('*/api/redefinir-senha', () => HttpResponse.error()));
    renderAt(`/redefinir-senha/${DEMO_RESET_TOKEN}`);
    await fill('segredo1', 'segredo1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível conectar ao servidor.',
    );
  });
});
