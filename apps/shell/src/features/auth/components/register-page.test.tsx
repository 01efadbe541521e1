import type { Locale } from '@levita/i18n';
import { setupMockApiServer } from '@levita/testing';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session/session-store';
import { MANUAL_LOGIN_REDIRECT_MS } from './register-page';
import { renderAuthAt, resetSession } from '../testing/test-utils';

const api = setupMockApiServer();

const labels = {
  'pt-BR': {
    nome: 'Nome',
    email: 'E-mail',
    telefone: 'Telefone',
    senha: 'Senha',
    confirmarSenha: 'Confirmar senha',
    submit: 'Cadastrar',
  },
  'en-US': {
    nome: 'Name',
    email: 'E-mail',
    telefone: 'Phone',
    senha: 'Password',
    confirmarSenha: 'Confirm password',
    submit: 'Sign up',
  },
} as const;

type Field = Exclude<keyof (typeof labels)['pt-BR'], 'submit'>;
type Values = Record<Field, string>;

const valid: Values = {
  nome: 'Marta Silva',
  email: 'marta@example.com',
  telefone: '11912345678',
  senha: 'Cantico#2026',
  confirmarSenha: 'Cantico#2026',
};

const field = (name: Field, locale: Locale = 'pt-BR') =>
  screen.getByLabelText(new RegExp(`^${labels[locale][name]}( \\*)?$`));

async function fill(user: UserEvent, values: Partial<Values>, locale: Locale = 'pt-BR') {
  for (const [name, value] of Object.entries(values) as [Field, string][]) {
    // Pasted, not typed: the order test fills the form five times.
    await user.clear(field(name, locale));
    if (value) await user.paste(value);
  }
}

const submit = (user: UserEvent, locale: Locale = 'pt-BR') =>
  user.click(screen.getByRole('button', { name: labels[locale].submit }));

describe('RegisterPage', () => {
  beforeEach(() => {
    resetSession();
    api.signOut();
  });

  describe('checks in the order of part 1 §5', () => {
    const steps = {
      'pt-BR': [
        ['confirmarSenha', 'As senhas não coincidem.'],
        ['senha', 'A senha deve ter pelo menos 6 caracteres.'],
        [
          'senha',
          'Escolha uma senha mais forte: use pelo menos 3 destes itens: 8 caracteres, letra maiúscula, letra minúscula, número e caractere especial.',
        ],
        ['telefone', 'Telefone inválido. Use o formato (DD) NNNNN-NNNN ou (DD) NNNN-NNNN.'],
      ],
      'en-US': [
        ['confirmarSenha', 'Passwords do not match.'],
        ['senha', 'The password must have at least 6 characters.'],
        [
          'senha',
          'Choose a stronger password: use at least 3 of these: 8 characters, an uppercase letter, a lowercase letter, a number and a special character.',
        ],
        ['telefone', 'Invalid phone number. Use the format (XXX) XXX-XXXX.'],
      ],
    } as const;

    it.each(['pt-BR', 'en-US'] as const)(
      '%s',
      async (locale) => {
        const register = vi.fn();
        api.server.events.on('request:start', ({ request }) => {
          if (request.url.endsWith('/register')) register();
        });
        renderAuthAt('/register', { locale });
        const user = userEvent.setup();
        const [mismatch, tooShort, tooWeak, badPhone] = steps[locale];
        const expectOnly = async (name: Field, text: string) => {
          await submit(user, locale);
          expect(field(name, locale)).toHaveAccessibleDescription(expect.stringContaining(text));
          expect(field(name, locale)).toHaveFocus();
        };

        // Everything wrong at once: each fix reveals the next rule.
        await fill(
          user,
          {
            nome: 'Marta',
            email: 'marta@example.com',
            telefone: '1191',
            senha: 'abc',
            confirmarSenha: 'abd',
          },
          locale,
        );
        await expectOnly(mismatch[0], mismatch[1]);
        await fill(user, { confirmarSenha: 'abc' }, locale);
        await expectOnly(tooShort[0], tooShort[1]);
        await fill(user, { senha: 'abcdefgh', confirmarSenha: 'abcdefgh' }, locale);
        await expectOnly(tooWeak[0], tooWeak[1]);
        await fill(user, { senha: 'abcdefgH', confirmarSenha: 'abcdefgH' }, locale);
        await expectOnly(badPhone[0], badPhone[1]);
        expect(register).not.toHaveBeenCalled();
        api.server.events.removeAllListeners();
      },
      20_000,
    );

    it('asks for the name and a valid e-mail first', async () => {
      renderAuthAt('/register');
      const user = userEvent.setup();
      await submit(user);
      expect(field('nome')).toHaveAccessibleDescription('Campo obrigatório.');
      await fill(user, { nome: 'Marta', email: 'marta@' });
      await submit(user);
      expect(field('email')).toHaveAccessibleDescription('Email inválido');
    });
  });

  it('shows the strength of the password as it is typed', async () => {
    renderAuthAt('/register');
    const user = userEvent.setup();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();

    await user.type(field('senha'), 'abc');
    const meter = screen.getByRole('meter', { name: 'Força da senha' });
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Força da senha: Muito fraca')).toBeInTheDocument();

    await user.type(field('senha'), 'defG1');
    expect(meter).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByText('Força da senha: Forte')).toBeInTheDocument();
  });

  it('says at once when the confirmation differs', async () => {
    renderAuthAt('/register');
    const user = userEvent.setup();
    await user.type(field('senha'), 'Cantico#1');
    await user.type(field('confirmarSenha'), 'Cantico');
    expect(field('confirmarSenha')).toHaveAccessibleDescription('As senhas não coincidem.');
    expect(field('confirmarSenha')).toBeInvalid();

    await user.type(field('confirmarSenha'), '#1');
    expect(screen.queryByText('As senhas não coincidem.')).not.toBeInTheDocument();
  });

  it.each([
    ['pt-BR', '11987654321', '(11) 98765-4321'],
    ['pt-BR', '1133334444', '(11) 3333-4444'],
    ['en-US', '5551234567', '(555) 123-4567'],
  ] as const)('formats the phone as it is typed (%s %s)', async (locale, typed, shown) => {
    renderAuthAt('/register', { locale });
    await userEvent.setup().type(field('telefone', locale), typed);
    expect(field('telefone', locale)).toHaveValue(shown);
  });

  it.each(['pt-BR', 'en-US'] as const)(
    'shows a Brazilian mobile as the phone example and the real password rule (%s)',
    (locale) => {
      renderAuthAt('/register', { locale });
      expect(field('telefone', locale)).toHaveAttribute('placeholder', '(11) 98765-4321');
      expect(field('senha', locale)).toHaveAccessibleDescription(
        locale === 'pt-BR'
          ? /com 3 destes itens: 8 caracteres ou mais, letra maiúscula/
          : /with 3 of these: 8 characters or more, an uppercase letter/,
      );
    },
  );

  it('keeps only digits in the phone, at most 11', async () => {
    renderAuthAt('/register');
    await userEvent.setup().type(field('telefone'), 'a11-98765x432199');
    expect(field('telefone')).toHaveValue('(11) 98765-4321');
  });

  it('registers without sending the confirmation, signs in and goes to /dashboard', async () => {
    const sent: unknown[] = [];
    api.server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/register')) sent.push(await request.clone().json());
    });
    renderAuthAt('/register');
    const user = userEvent.setup();
    await fill(user, valid);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        nome: 'Marta Silva',
        email: 'marta@example.com',
        telefone: '(11) 91234-5678',
        senha: 'Cantico#2026',
      },
    ]);
    expect(useSession.getState().user).toMatchObject({
      nome: 'Marta Silva',
      email: 'marta@example.com',
    });
    expect(useSession.getState().token).toMatch(/^demo-token-/);
    api.server.events.removeAllListeners();
  });

  describe('server failures', () => {
    it("shows the server's message", async () => {
      renderAuthAt('/register');
      const user = userEvent.setup();
      await fill(user, { ...valid, email: 'ana@example.com' });
      await submit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('Este e-mail já está cadastrado.');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);
    });

    it('puts field errors under their fields', async () => {
      api.server.use(
        http.post('*/api/register', () =>
          HttpResponse.json(
            {
              error: 'validation_error',
              message: 'Erro de validação.',
              errors: { telefone: ['Telefone inválido.'] },
            },
            { status: 400 },
          ),
        ),
      );
      renderAuthAt('/register');
      const user = userEvent.setup();
      await fill(user, valid);
      await submit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Erro de validação\.$/);
      expect(field('telefone')).toHaveAccessibleDescription('Telefone inválido.');
    });

    it.each([
      ['pt-BR', 'Erro de conexão com o servidor', 'Erro desconhecido ao cadastrar usuário'],
      ['en-US', 'Could not connect to the server', 'Unknown error while signing up'],
    ] as const)(
      'shows the connection error and the fallback (%s)',
      async (locale, offline, unknown) => {
        api.server.use(http.post('*/api/register', () => HttpResponse.error()));
        renderAuthAt('/register', { locale });
        const user = userEvent.setup();
        await fill(user, { ...valid, telefone: '5551234567' }, locale);
        await submit(user, locale);
        expect(await screen.findByRole('alert')).toHaveTextContent(offline);

        api.server.use(
          http.post('*/api/register', () =>
            HttpResponse.json({ error: 'internal', message: '' }, { status: 500 }),
          ),
        );
        await submit(user, locale);
        expect(await screen.findByRole('alert')).toHaveTextContent(unknown);
      },
    );
  });

  describe('when the automatic login fails', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('says registration worked and goes to /login after 3 s', async () => {
      api.server.use(
        http.post('*/api/login', () =>
          HttpResponse.json({ error: 'internal', message: 'falhou' }, { status: 500 }),
        ),
      );
      renderAuthAt('/register');
      const user = userEvent.setup({
        advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
      });
      await fill(user, valid);

      // Only timeouts are fake. Testing Library drains its helpers with a 0 ms timeout that
      // it advances on Jest's clock only: it is handed Vitest's.
      vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
      const realSetTimeout = globalThis.setTimeout;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await submit(user);
      // Polled on the real clock (vi.waitFor and findBy would move the fake one).
      for (let tries = 0; !screen.queryByText(/Cadastro realizado com sucesso!/); tries += 1) {
        if (tries > 100) throw new Error('the manual-login message never showed');
        await act(() => new Promise((resolve) => realSetTimeout(resolve, 20)));
      }
      expect(screen.getByRole('status')).toHaveTextContent(
        'Cadastro realizado com sucesso! Não foi possível entrar automaticamente',
      );
      expect(useSession.getState().token).toBeNull();

      act(() => vi.advanceTimersByTime(MANUAL_LOGIN_REDIRECT_MS - 1));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    });
  });
});
