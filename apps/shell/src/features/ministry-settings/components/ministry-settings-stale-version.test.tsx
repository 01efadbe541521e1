import { apiPaths } from '@levita/contracts';
import {
  expectStaleRefusal,
  loseNextWrite,
  reloadCurrentVersion,
  saveAgainAfterLostWrite,
  setupMockApiServer,
} from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import ptBR from '../../../locales/pt-BR/ministry-settings.json';
import {
  image,
  label,
  logoInput,
  nameField,
  renderSettings,
  spyOnUpdate,
} from '../testing/settings-test-kit';

const api = setupMockApiServer();
const STALE = 'Alguém alterou as configurações deste ministério enquanto você editava.';
const ministry = () => api.store.ministry(1);
const saveButton = () => screen.getByRole('button', { name: 'Salvar alterações' });
const reminder = () => screen.getByRole('combobox', { name: 'Lembrete por e-mail' });
/** Multipart bodies too: a version sent as a form field arrives as text. */
const sentVersions = (sent: ReturnType<typeof spyOnUpdate>) =>
  Promise.all(sent.map(async (request) => (await request.body).versao));

// Each test walks a whole save, refusal and reload: more than the default 5 s on a busy machine.
describe('ministry settings: someone else saved first', { timeout: 20_000 }, () => {
  beforeEach(() => {
    api.server.events.removeAllListeners();
  });

  it('keeps the form as typed, offers a reload of the current settings, then saves over them', async () => {
    const user = userEvent.setup();
    const sent = spyOnUpdate(api);
    renderSettings();
    await user.clear(await nameField());
    await user.type(await nameField(), 'Louvor Central');
    api.store.editElsewhere(ministry(), { nome: 'Louvor e Adoração', aceitando_membros: 0 });

    await user.click(saveButton());
    await expectStaleRefusal(document.body, STALE, saveButton());
    expect(await nameField()).toHaveValue('Louvor Central');
    expect(ministry()).toMatchObject({ nome: 'Louvor e Adoração', versao: 2 });

    await reloadCurrentVersion(user, document.body);
    expect(await nameField()).toHaveValue('Louvor e Adoração');
    expect(screen.getByRole('switch', { name: 'Aceitando novos membros' })).not.toBeChecked();
    expect(await nameField()).toHaveFocus();

    await user.type(await nameField(), ' Central');
    await user.click(saveButton());
    expect(await screen.findByText(ptBR.form.savedClosed)).toBeInTheDocument();
    expect(ministry()).toMatchObject({ nome: 'Louvor e Adoração Central', versao: 3 });
    expect(await sentVersions(sent)).toEqual([1, 2]);
  });

  it('says so in English too', async () => {
    const user = userEvent.setup();
    renderSettings('en-US');
    await screen.findByLabelText(label('Ministry name'));
    api.store.editElsewhere(ministry(), {});
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Someone changed this ministry's settings while you were editing.Nothing was saved.",
    );
    expect(within(alert).getByRole('button', { name: 'Reload' })).toHaveFocus();
  });

  it('builds a second save on the first one’s answer, the form still open', async () => {
    const user = userEvent.setup();
    const sent = spyOnUpdate(api);
    renderSettings();
    await nameField();
    await user.click(saveButton());
    expect(await screen.findByText(ptBR.form.savedAccepting)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Aceitando novos membros' }));
    await user.click(saveButton());
    expect(await screen.findByText(ptBR.form.savedClosed)).toBeInTheDocument();
    expect(await sentVersions(sent)).toEqual([1, 2]);
    expect(ministry()!.versao).toBe(3);
  });

  it('sends the version with a new logo too, and a refused one is not kept', async () => {
    const user = userEvent.setup();
    const sent = spyOnUpdate(api);
    const { container } = renderSettings();
    await nameField();
    await user.upload(logoInput(container), image('logo.png', 'image/png'));
    api.store.editElsewhere(ministry(), { lembrete_horas: 24 });

    await user.click(saveButton());
    await expectStaleRefusal(document.body, STALE, saveButton());
    expect(sent[0]!.contentType).toContain('multipart/form-data');
    expect(screen.getByText('Selecionado: logo.png')).toBeInTheDocument();

    await reloadCurrentVersion(user, document.body);
    expect(reminder()).toHaveValue('24');
    expect(screen.queryByText('Selecionado: logo.png')).not.toBeInTheDocument();
    await user.upload(logoInput(container), image('logo.png', 'image/png'));
    await user.click(saveButton());
    expect(await screen.findByText(ptBR.form.savedAccepting)).toBeInTheDocument();
    // A file part (from another realm than this test's File: compare its shape).
    expect((await sent[1]!.body).logo).toMatchObject({ type: 'image/png' });
    expect(await sentVersions(sent)).toEqual(['1', '2']);
  });

  it('saves after a transfer of ownership made on the same page', async () => {
    const user = userEvent.setup();
    renderSettings();
    const section = await screen.findByRole('region', { name: ptBR.ownership.title });
    const select = await within(section).findByRole('combobox', { name: ptBR.ownership.target });
    await user.selectOptions(select, 'Bruno Lima');
    await user.click(within(section).getByRole('button', { name: ptBR.ownership.transfer }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: ptBR.ownership.transfer }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: ptBR.ownership.title })).toBeNull(),
    );
    expect(ministry()!.versao).toBe(2);

    await user.click(saveButton());
    expect(await screen.findByText(ptBR.form.savedAccepting)).toBeInTheDocument();
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
  });

  it('shows the server’s word on a write that lost a race, and saves when tried again', async () => {
    loseNextWrite(api, 'put', apiPaths.ministry);
    const user = userEvent.setup();
    renderSettings();
    await nameField();
    await saveAgainAfterLostWrite(user, document.body, saveButton);
    expect(await screen.findByText(ptBR.form.savedAccepting)).toBeInTheDocument();
  });
});
