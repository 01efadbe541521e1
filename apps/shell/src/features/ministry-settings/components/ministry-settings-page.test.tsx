import { renderWithProviders, setupMockApiServer } from '@levita/testing';
import { ToastProvider } from '@levita/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US/ministry-settings.json';
import ptBR from '../../../locales/pt-BR/ministry-settings.json';
import {
  currentPath,
  renderShellAt,
  resetShellState,
  startSession,
} from '../../../testing/shell-test-kit';
import {
  image,
  label,
  logoInput,
  nameField,
  renderSettings,
  spyOnUpdate,
} from '../testing/settings-test-kit';
import { askToLeave } from '../../../lib/navigation/leave-guards';
import { MinistrySettingsPage } from './ministry-settings-page';

const api = setupMockApiServer();

describe('MinistrySettingsPage', () => {
  beforeEach(() => {
    api.server.events.removeAllListeners();
  });

  it('shows a loading state, then the form filled from the ministry', async () => {
    renderSettings();
    expect(screen.getByRole('status', { name: ptBR.loading })).toBeInTheDocument();
    expect(await nameField()).toHaveValue('Ministério de Louvor');
    expect(screen.getByRole('switch', { name: 'Aceitando novos membros' })).toBeChecked();
    expect(screen.getByText('Nenhum logo definido.')).toBeInTheDocument();
    expect(screen.getByText('JPG, PNG ou GIF, até 2MB.')).toBeInTheDocument();
    expect(logoInput(document.body)).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
  });

  it('shows the current logo', async () => {
    api.store.tables.ministries[0]!.logo = '/api/uploads/1-abc.png';
    renderSettings();
    expect(
      await screen.findByRole('img', { name: 'Logo de Ministério de Louvor' }),
    ).toHaveAttribute('src', '/api/uploads/1-abc.png');
  });

  it('requires the name and sends nothing without it', async () => {
    const user = userEvent.setup();
    const sent = spyOnUpdate(api);
    renderSettings();
    await user.clear(await nameField());
    await user.type(await nameField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await nameField()).toHaveAccessibleDescription('Informe o nome do ministério.');
    expect(await nameField()).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('saves JSON without a logo, and says accepting members is off', async () => {
    const user = userEvent.setup();
    const sent = spyOnUpdate(api);
    renderSettings();
    await user.clear(await nameField());
    await user.type(await nameField(), '  Louvor Central ');
    await user.click(screen.getByRole('switch', { name: 'Aceitando novos membros' }));
    const reminder = screen.getByRole('combobox', { name: 'Lembrete por e-mail' });
    expect(reminder).toHaveValue('48');
    expect(reminder).toHaveAccessibleDescription(ptBR.form.reminderHint);
    await user.selectOptions(reminder, 'Sem lembrete');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(ptBR.form.savedClosed)).toHaveAttribute('role', 'status');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.contentType).toContain('application/json');
    expect(await sent[0]!.body).toEqual({
      nome: 'Louvor Central',
      aceitando_membros: false,
      lembrete_horas: 0,
      versao: 1,
    });
    expect(api.store.tables.ministries[0]).toMatchObject({
      nome: 'Louvor Central',
      aceitando_membros: 0,
      lembrete_horas: 0,
    });
  });

  it('asks before leaving unsaved changes, through the shell; none once saved', async () => {
    const user = userEvent.setup();
    renderSettings();
    await expect(askToLeave()).resolves.toBe(true);
    await user.type(await nameField(), '!');
    let answer!: Promise<boolean>;
    act(() => {
      answer = askToLeave();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await expect(answer).resolves.toBe(false);
    expect(await nameField()).toHaveValue(`${api.store.tables.ministries[0]!.nome}!`);

    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(ptBR.form.savedAccepting)).toBeInTheDocument();
    await expect(askToLeave()).resolves.toBe(true);
  });

  it('saves multipart with a chosen logo, and says accepting members is on', async () => {
    const user = userEvent.setup();
    const sent = spyOnUpdate(api);
    const { container } = renderSettings();
    await nameField();
    await user.upload(logoInput(container), image('logo.png', 'image/png'));
    expect(screen.getByText('Selecionado: logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(ptBR.form.savedAccepting)).toHaveAttribute('role', 'status');
    expect(sent[0]!.contentType).toContain('multipart/form-data');
    const fields = await sent[0]!.body;
    expect(fields).toMatchObject({
      nome: 'Ministério de Louvor',
      aceitando_membros: 'true',
      lembrete_horas: '48',
      versao: '1',
    });
    // A file part (from another realm than this test's File: compare its shape).
    expect(fields['logo']).toMatchObject({ type: 'image/png', size: 1024 });
    // Saved: the logo is no longer a pending choice.
    expect(screen.queryByText('Selecionado: logo.png')).not.toBeInTheDocument();
  });

  it('gives the accepting-members banner in English too', async () => {
    const user = userEvent.setup();
    renderSettings('en-US');
    await screen.findByLabelText(label('Ministry name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Settings saved successfully! Accepting new members is active.'),
    ).toHaveAttribute('role', 'status');
  });

  it('refuses a logo of another type, dropped or picked', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderSettings();
    await nameField();
    await user.upload(logoInput(container), image('logo.webp', 'image/webp'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor, selecione apenas arquivos de imagem (JPG, PNG, etc)',
    );
    const zone = screen.getByRole('group', { name: 'Novo logo' });
    fireEvent.drop(zone, { dataTransfer: { files: [image('notes.pdf', 'application/pdf')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('apenas arquivos de imagem');
    expect(screen.queryByText(/^Selecionado:/)).not.toBeInTheDocument();
  });

  it('refuses a logo over 2 MB', async () => {
    const { container } = renderSettings();
    await nameField();
    const user = userEvent.setup();
    await user.upload(logoInput(container), image('big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('A imagem deve ter menos de 2MB');
    expect(screen.queryByText('Selecionado: big.jpg')).not.toBeInTheDocument();
  });

  it('shows a save failure with the server message', async () => {
    api.server.use(
      http.put('*/api/ministerios/1', () =>
        HttpResponse.json(
          { error: 'logo_too_large', message: 'O logo deve ter no máximo 2 MB.' },
          { status: 413 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSettings();
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ptBR.form.saveError);
    expect(alert).toHaveTextContent('O logo deve ter no máximo 2 MB.');
  });

  it('shows a load failure with a retry', async () => {
    api.server.use(
      http.get(
        '*/api/ministerios/1',
        () => HttpResponse.json({ error: 'internal', message: '' }, { status: 500 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderSettings();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ptBR.loadError);
    expect(alert).toHaveTextContent('Erro ao obter ministério');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await nameField()).toHaveValue('Ministério de Louvor');
  });

  describe('danger zone', () => {
    it.each([
      [
        'pt-BR',
        'Excluir ministério',
        'CONFIRM',
        'CONFIRMO',
        'Ministério "Ministério de Louvor" excluído.',
      ],
      [
        'en-US',
        'Delete ministry',
        'CONFIRMO',
        'CONFIRM',
        'Ministry "Ministério de Louvor" deleted.',
      ],
    ] as const)(
      'in %s the delete waits for the exact word, then goes to /dashboard',
      async (locale, deleteLabel, wrongWord, word, toast) => {
        const user = userEvent.setup();
        renderSettings(locale);
        await user.click(await screen.findByRole('button', { name: deleteLabel }));
        const dialog = await screen.findByRole('dialog');
        const confirm = within(dialog).getByRole('button', { name: deleteLabel });
        const field = within(dialog).getByRole('textbox');
        expect(confirm).toBeDisabled();
        await user.type(field, wrongWord);
        expect(confirm).toBeDisabled();
        await user.clear(field);
        await user.type(field, word.toLowerCase());
        expect(confirm).toBeDisabled();
        await user.clear(field);
        await user.type(field, word);
        expect(confirm).toBeEnabled();
        await user.click(confirm);
        await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
        expect(await screen.findByText(toast)).toBeInTheDocument();
        expect(api.store.ministry(1)).toBeUndefined();
      },
    );

    it('shows an admin the delete disabled, with the reason', async () => {
      api.signInAs('ADMIN');
      renderSettings();
      const button = await screen.findByRole('button', { name: 'Excluir ministério' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(ptBR.danger.ownerOnly);
    });

    it('shows a delete failure with the server message', async () => {
      api.server.use(
        http.delete('*/api/ministerios/1', () =>
          HttpResponse.json(
            { error: 'forbidden', message: 'Você não tem permissão.' },
            { status: 403 },
          ),
        ),
      );
      const user = userEvent.setup();
      renderSettings();
      await user.click(await screen.findByRole('button', { name: 'Excluir ministério' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox'), 'CONFIRMO');
      await user.click(within(dialog).getByRole('button', { name: 'Excluir ministério' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(ptBR.danger.deleteError);
      expect(alert).toHaveTextContent('Você não tem permissão.');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent('/ministerios/1/configuracoes');
    });
  });

  describe('ownership', () => {
    const activeAdmins = () =>
      api.store.tables.members
        .filter((m) => m.ministry_id === 1 && m.status === 'ATIVO' && m.admin === 1)
        .filter((m) => m.user_id !== api.store.ministry(1)!.proprietario_id)
        .map((m) => api.store.user(m.user_id)!.nome);

    it('lists the active admins and hands the ministry to the chosen one; the page then shows an admin', async () => {
      const owner = api.signInAs('PROPRIETARIO');
      const user = userEvent.setup();
      renderWithProviders(
        <Routes>
          <Route path="/ministerios/:id/configuracoes" element={<MinistrySettingsPage />} />
        </Routes>,
        {
          namespaces: { 'ministry-settings': { 'pt-BR': ptBR, 'en-US': enUS } },
          defaultNamespace: 'ministry-settings',
          initialEntries: ['/ministerios/1/configuracoes'],
          wrapper: ToastProvider,
        },
      );
      const section = await screen.findByRole('region', { name: ptBR.ownership.title });
      const select = await within(section).findByRole('combobox', { name: ptBR.ownership.target });
      const names = within(select)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);
      expect(names).toEqual(activeAdmins());
      expect(names).not.toContain(owner.user.nome);
      const transfer = within(section).getByRole('button', { name: ptBR.ownership.transfer });
      expect(transfer).toBeDisabled();

      const heir = names[0]!;
      await user.selectOptions(select, heir);
      await user.click(transfer);
      const dialog = await screen.findByRole('dialog', {
        name: ptBR.ownership.confirmTitle.replace('{{name}}', heir),
      });
      await user.click(within(dialog).getByRole('button', { name: ptBR.ownership.transfer }));

      expect(
        await screen.findByText(
          `${heir} agora é o proprietário deste ministério. Você continua como administrador.`,
        ),
      ).toBeInTheDocument();
      // The caller is an admin now: no transfer section, and the delete is the owner's.
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: ptBR.ownership.title })).toBeNull(),
      );
      expect(screen.getByRole('button', { name: 'Excluir ministério' })).toBeDisabled();
      expect(api.store.standingIn(api.store.ministry(1)!, owner.user.id)).toBe('ADMIN');
    });

    it('is not offered to an admin', async () => {
      api.signInAs('ADMIN');
      renderSettings();
      expect(await nameField()).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: ptBR.ownership.title })).toBeNull();
    });

    it('shows a refused transfer with the server message and keeps the owner', async () => {
      api.server.use(
        http.post('*/api/ministerios/1/transferir', () =>
          HttpResponse.json(
            {
              error: 'ownership_target_not_admin',
              message: 'A propriedade só pode ser transferida para um administrador ativo.',
            },
            { status: 409 },
          ),
        ),
      );
      const owner = api.signInAs('PROPRIETARIO');
      const user = userEvent.setup();
      renderSettings();
      const select = await screen.findByRole('combobox', { name: ptBR.ownership.target });
      await user.selectOptions(select, activeAdmins()[0]!);
      await user.click(screen.getByRole('button', { name: ptBR.ownership.transfer }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: ptBR.ownership.transfer }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'A propriedade só pode ser transferida para um administrador ativo.',
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.store.standingIn(api.store.ministry(1)!, owner.user.id)).toBe('PROPRIETARIO');
    });
  });

  describe('in the shell', () => {
    beforeEach(() => {
      resetShellState();
      startSession();
    });

    it('opens at /config too', async () => {
      renderShellAt('/ministerios/1/config');
      expect(await nameField()).toHaveValue('Ministério de Louvor');
    });

    it('reaches the dashboard after deleting', async () => {
      const user = userEvent.setup();
      renderShellAt('/ministerios/1/configuracoes');
      await user.click(await screen.findByRole('button', { name: 'Excluir ministério' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox'), 'CONFIRMO');
      await user.click(within(dialog).getByRole('button', { name: 'Excluir ministério' }));
      await waitFor(() => expect(currentPath()).toBe('/dashboard'));
      expect(
        await screen.findByText(ptBR.danger.deleted.replace('{{name}}', 'Ministério de Louvor')),
      ).toBeInTheDocument();
    });
  });
});
