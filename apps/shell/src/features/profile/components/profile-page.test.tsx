import { DEMO_PASSWORD, renderWithProviders, setupMockApiServer } from '@levita/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US/account.json';
import ptBR from '../../../locales/pt-BR/account.json';
import { shellNamespaces } from '../../../config/namespaces';
import { askToLeave } from '../../../lib/navigation/leave-guards';
import { useSession } from '../../../lib/session/session-store';
import { ProfilePage } from './profile-page';
import { saveBlocker } from '../utils/profile-validation';

const api = setupMockApiServer();

/** A field by its label text; required fields add a " *" mark to the label. */
const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

const ana = {
  id: 1,
  nome: 'Ana Souza',
  email: 'ana@example.com',
  telefone: '(11) 98765-4321',
  foto_url: null,
};

function renderPage(locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(
    <Routes>
      <Route path="/perfil" element={<ProfilePage />} />
      <Route path="/dashboard" element={<h1>Painel</h1>} />
    </Routes>,
    {
      locale,
      namespaces: shellNamespaces,
      defaultNamespace: 'account',
      initialEntries: ['/perfil'],
    },
  );
}

const texts = {
  'pt-BR': {
    name: 'Nome',
    phone: 'Telefone',
    toggle: 'Alterar senha',
    current: 'Senha atual',
    next: 'Nova senha',
    confirm: 'Confirmar nova senha',
    save: 'Salvar alterações',
  },
  'en-US': {
    name: 'Name',
    phone: 'Phone',
    toggle: 'Change password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    save: 'Save changes',
  },
} as const;

type Locale = keyof typeof texts;
type Text = (typeof texts)[Locale];
type User = ReturnType<typeof userEvent.setup>;

async function openPasswordSection(user: User, text: Text) {
  await user.click(screen.getByRole('switch', { name: text.toggle }));
}

/** Each case breaks one rule and names the field that should carry its message. */
const validations: {
  code: keyof typeof ptBR.validation;
  field: keyof Text;
  act: (user: User, text: Text) => Promise<void>;
}[] = [
  {
    code: 'name_required',
    field: 'name',
    act: (user, text) => user.clear(screen.getByLabelText(label(text.name))),
  },
  {
    code: 'invalid_phone',
    field: 'phone',
    act: async (user, text) => {
      await user.clear(screen.getByLabelText(label(text.phone)));
      await user.type(screen.getByLabelText(label(text.phone)), '1199');
    },
  },
  {
    code: 'current_password_required',
    field: 'current',
    act: async (user, text) => {
      await openPasswordSection(user, text);
      await user.type(screen.getByLabelText(label(text.next)), 'segredo1');
      await user.type(screen.getByLabelText(label(text.confirm)), 'segredo1');
    },
  },
  {
    code: 'new_password_required',
    field: 'next',
    act: async (user, text) => {
      await openPasswordSection(user, text);
      await user.type(screen.getByLabelText(label(text.current)), DEMO_PASSWORD);
    },
  },
  {
    code: 'password_min_length',
    field: 'next',
    act: async (user, text) => {
      await openPasswordSection(user, text);
      await user.type(screen.getByLabelText(label(text.current)), DEMO_PASSWORD);
      await user.type(screen.getByLabelText(label(text.next)), 'abc');
      await user.type(screen.getByLabelText(label(text.confirm)), 'abc');
    },
  },
  {
    code: 'passwords_dont_match',
    field: 'confirm',
    act: async (user, text) => {
      await openPasswordSection(user, text);
      await user.type(screen.getByLabelText(label(text.current)), DEMO_PASSWORD);
      await user.type(screen.getByLabelText(label(text.next)), 'segredo1');
      await user.type(screen.getByLabelText(label(text.confirm)), 'segredo2');
    },
  },
];

const message = (locale: Locale, code: keyof typeof ptBR.validation) =>
  (locale === 'pt-BR' ? ptBR : enUS).validation[code].replace('{{min}}', '6');

describe('ProfilePage', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({
      token: 'test-token',
      tokenExpiration: '2030-01-01T00:00:00.000Z',
      user: ana,
    });
  });

  it('loads the user: name, read-only e-mail with its note, phone', async () => {
    renderPage();
    expect(await screen.findByLabelText(label('Nome'))).toHaveValue('Ana Souza');
    const email = screen.getByLabelText(label('E-mail'));
    expect(email).toHaveValue('ana@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('O e-mail não pode ser alterado.');
    expect(screen.getByLabelText(label('Telefone'))).toHaveValue('(11) 98765-4321');
    expect(screen.getByRole('switch', { name: 'Alterar senha' })).not.toBeChecked();
    expect(screen.queryByLabelText(label('Senha atual'))).not.toBeInTheDocument();
  });

  it('shows a load error with a button that tries again', async () => {
    api.server.use(
      http.get(
        '*/api/usuario',
        () =>
          HttpResponse.json(
            { error: 'internal_error', message: 'Falha no servidor' },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar dados do usuário');
    expect(alert).toHaveTextContent('Falha no servidor');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText(label('Nome'))).toHaveValue('Ana Souza');
  });

  it.each(['pt-BR', 'en-US'] as const)('without a token says so (%s)', (locale) => {
    useSession.setState({ token: null });
    renderPage(locale);
    expect(screen.getByRole('alert')).toHaveTextContent(message(locale, 'no_token'));
  });

  describe.each(['pt-BR', 'en-US'] as const)('checks before saving, in order (%s)', (locale) => {
    const text = texts[locale];
    it.each(validations.map((rule, index) => [index + 1, rule.code, rule] as const))(
      '%i. %s',
      async (_, code, rule) => {
        const user = userEvent.setup();
        renderPage(locale);
        await screen.findByLabelText(label(text.name));
        await rule.act(user, text);
        await user.click(screen.getByRole('button', { name: text.save }));
        const field = screen.getByLabelText(label(text[rule.field]));
        expect(field).toHaveAccessibleDescription(message(locale, code));
        expect(field).toHaveFocus();
      },
    );
  });

  it('accepts an empty phone (Google accounts start without one)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(await screen.findByLabelText(label('Telefone')));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Perfil atualizado com sucesso!');
    expect(useSession.getState().user?.telefone).toBeNull();
  });

  it('hiding the password section clears its three fields (keyboard only)', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText(label('Nome'));
    const toggle = screen.getByRole('switch', { name: 'Alterar senha' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.type(screen.getByLabelText(label('Senha atual')), 'a');
    await user.type(screen.getByLabelText(label('Nova senha')), 'b');
    await user.type(screen.getByLabelText(label('Confirmar nova senha')), 'c');
    toggle.focus();
    await user.keyboard(' ');
    expect(screen.queryByLabelText(label('Senha atual'))).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(label('Senha atual'))).toHaveValue('');
    expect(screen.getByLabelText(label('Nova senha'))).toHaveValue('');
    expect(screen.getByLabelText(label('Confirmar nova senha'))).toHaveValue('');
  });

  it('saves name and phone and updates the stored user for the top bar', async () => {
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText(label('Nome'));
    await user.clear(name);
    await user.type(name, 'Ana Paula Souza');
    await user.clear(screen.getByLabelText(label('Telefone')));
    await user.type(screen.getByLabelText(label('Telefone')), '11912345678');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Perfil atualizado com sucesso!');
    expect(useSession.getState().user).toMatchObject({
      nome: 'Ana Paula Souza',
      telefone: '(11) 91234-5678',
    });
    expect(useSession.getState().token).toBe('test-token');
    expect(JSON.parse(localStorage.getItem('usuario') ?? '{}')).toMatchObject({
      nome: 'Ana Paula Souza',
    });
    expect(api.store.tables.users.find((row) => row.id === 1)?.nome).toBe('Ana Paula Souza');
  });

  it('changes the password, stores the new token and clears the section', async () => {
    const user = userEvent.setup();
    renderPage('en-US');
    await screen.findByLabelText(label('Name'));
    await openPasswordSection(user, texts['en-US']);
    await user.type(screen.getByLabelText(label('Current password')), DEMO_PASSWORD);
    await user.type(screen.getByLabelText(label('New password')), 'novaSenha1');
    await user.type(screen.getByLabelText(label('Confirm new password')), 'novaSenha1');
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.click(save);

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated!');
    const session = useSession.getState();
    expect(session.token).toBe('demo-token-1');
    expect(session.tokenExpiration).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(localStorage.getItem('token')).toBe('demo-token-1');
    expect(screen.getByRole('switch', { name: 'Change password' })).not.toBeChecked();
    await openPasswordSection(user, texts['en-US']);
    expect(screen.getByLabelText(label('Current password'))).toHaveValue('');
    expect(screen.getByLabelText(label('New password'))).toHaveValue('');
  });

  it('keeps the password fields when the current password is wrong', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText(label('Nome'));
    await openPasswordSection(user, texts['pt-BR']);
    await user.type(screen.getByLabelText(label('Senha atual')), 'errada');
    await user.type(screen.getByLabelText(label('Nova senha')), 'novaSenha1');
    await user.type(screen.getByLabelText(label('Confirmar nova senha')), 'novaSenha1');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A senha atual está incorreta.');
    expect(screen.getByLabelText(label('Senha atual'))).toHaveValue('errada');
    expect(useSession.getState().token).toBe('test-token');
  });

  it('shows the saving state while the call runs', async () => {
    let answer: () => void = () => undefined;
    api.server.use(
      http.put('*/api/usuarios/:id', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ message: 'ok', usuario: ana });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText(label('Nome'));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const saving = await screen.findByRole('button', { name: 'Salvando...' });
    expect(saving).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
  });

  it('asks before leaving a changed name or a typed password, through the shell', async () => {
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText(label('Nome'));
    await expect(askToLeave()).resolves.toBe(true);
    await user.type(name, ' Paula');
    let answer!: Promise<boolean>;
    act(() => {
      answer = askToLeave();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair sem salvar' }));
    await expect(answer).resolves.toBe(true);
  });

  it('cancel goes to /dashboard', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Painel' })).toBeInTheDocument();
  });
});

describe('saveBlocker', () => {
  it('needs the token first, then the loaded user', () => {
    expect(saveBlocker(null, ana)).toBe('no_token');
    expect(saveBlocker('token', undefined)).toBe('no_user_data');
    expect(saveBlocker('token', ana)).toBeNull();
    expect(ptBR.validation.no_user_data).toBe(
      'Dados do usuário não encontrados. Por favor, faça login novamente.',
    );
    expect(enUS.validation.no_user_data).toBe('User data not found. Please log in again.');
  });
});
