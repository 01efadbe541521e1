import { setupMockApiServer } from '@levita/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session/session-store';
import { card, findCard, renderDashboard } from '../testing/dashboard-test-kit';

const api = setupMockApiServer();

beforeEach(() => {
  localStorage.clear();
  useSession.setState({
    token: 'test-token',
    tokenExpiration: '2030-01-01T00:00:00.000Z',
    user: null,
  });
});

const toast = (text: string) => screen.findByText(text, { selector: '[role="status"] span' });

const png = (bytes: number, name = 'logo.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function drop(target: HTMLElement, file: File) {
  fireEvent.drop(target, { dataTransfer: { files: [file], types: ['Files'] } });
}

async function openCreate(user: ReturnType<typeof userEvent.setup>, locale: 'pt-BR' | 'en-US') {
  renderDashboard(locale);
  await findCard('Ministério de Louvor');
  await user.click(
    screen.getByRole('button', {
      name: locale === 'pt-BR' ? /Criar ministério/ : /Create ministry/,
    }),
  );
  return screen.getByRole('dialog', {
    name: locale === 'pt-BR' ? 'Criar ministério' : 'Create ministry',
  });
}

describe('create-ministry modal', () => {
  it('starts empty, with accepting members on', async () => {
    const user = userEvent.setup();
    const dialog = await openCreate(user, 'pt-BR');
    expect(within(dialog).getByLabelText(/^Nome do ministério/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Nome do ministério/)).toHaveFocus();
    expect(within(dialog).getByRole('switch', { name: 'Aceitando novos membros' })).toBeChecked();
  });

  it.each([
    ['pt-BR', '', 'O nome do ministério é obrigatório.'],
    ['pt-BR', '   ', 'O nome do ministério é obrigatório.'],
    ['en-US', '  ', 'The ministry name is required.'],
  ] as const)('refuses a blank name (%s, %j)', async (locale, typed, message) => {
    const user = userEvent.setup();
    const dialog = await openCreate(user, locale);
    const name = within(dialog).getByLabelText(locale === 'pt-BR' ? /^Nome do/ : /^Ministry name/);
    if (typed) await user.type(name, typed);
    await user.click(
      within(dialog).getByRole('button', { name: locale === 'pt-BR' ? 'Criar' : 'Create' }),
    );
    expect(name).toHaveAccessibleDescription(message);
    expect(name).toHaveFocus();
    expect(api.store.tables.ministries).toHaveLength(2);
  });

  it('refuses a dropped file that is not an image', async () => {
    const user = userEvent.setup();
    const dialog = await openCreate(user, 'pt-BR');
    const zone = within(dialog).getByRole('group', { name: 'Logo (opcional)' });
    drop(zone, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await within(zone).findByRole('alert')).toHaveTextContent(
      'Por favor, selecione apenas arquivos de imagem (JPG, PNG, etc)',
    );
    expect(within(zone).queryByText(/Selecionado/)).not.toBeInTheDocument();
  });

  it('refuses a dropped image over 1 MB and takes one of 1 MB', async () => {
    const user = userEvent.setup();
    const dialog = await openCreate(user, 'pt-BR');
    const zone = within(dialog).getByRole('group', { name: 'Logo (opcional)' });
    drop(zone, png(1024 * 1024 + 1, 'grande.png'));
    expect(await within(zone).findByRole('alert')).toHaveTextContent(
      'A imagem deve ter menos de 1MB',
    );
    drop(zone, png(1024 * 1024, 'certa.png'));
    expect(await within(zone).findByText('Selecionado: certa.png')).toBeInTheDocument();
    expect(within(zone).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates the ministry with a dropped logo and the switch off, then reloads the list', async () => {
    const user = userEvent.setup();
    const dialog = await openCreate(user, 'pt-BR');
    await user.type(within(dialog).getByLabelText(/^Nome do ministério/), '  Banda Jovem  ');
    drop(within(dialog).getByRole('group', { name: 'Logo (opcional)' }), png(64));
    await user.click(within(dialog).getByRole('switch', { name: 'Aceitando novos membros' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));

    expect(await toast('Ministério criado com sucesso!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const created = api.store.tables.ministries.find((row) => row.nome === 'Banda Jovem');
    expect(created).toMatchObject({ aceitando_membros: 0 });
    // The multipart form carried the dropped file: the mock API keeps it as a data URL.
    expect(created?.logo).toMatch(/^data:image\/png;base64,/);
    await findCard('Banda Jovem');
    expect(card('Banda Jovem').getByText('Proprietário')).toBeInTheDocument();
  });

  it('creates with a picked logo, accepting members by default (en-US)', async () => {
    const user = userEvent.setup();
    const dialog = await openCreate(user, 'en-US');
    await user.type(within(dialog).getByLabelText(/^Ministry name/), 'Worship Band');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, png(32, 'band.png'));
    expect(within(dialog).getByText('Selected: band.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toast('Ministry created!')).toBeInTheDocument();
    expect(api.store.tables.ministries.find((row) => row.nome === 'Worship Band')).toMatchObject({
      aceitando_membros: 1,
    });
    await findCard('Worship Band');
  });
});

describe('request-access modal', () => {
  async function openJoin(
    user: ReturnType<typeof userEvent.setup>,
    locale: 'pt-BR' | 'en-US' = 'pt-BR',
  ) {
    renderDashboard(locale);
    await findCard('Ministério de Louvor');
    await user.click(
      screen.getByRole('button', {
        name: locale === 'pt-BR' ? /Solicitar acesso/ : /Request access/,
      }),
    );
    return screen.getByRole('dialog', {
      name:
        locale === 'pt-BR' ? 'Solicitar acesso a um ministério' : 'Request access to a ministry',
    });
  }

  it('requires a code that is not blank', async () => {
    const user = userEvent.setup();
    const dialog = await openJoin(user);
    const code = within(dialog).getByLabelText(/^Código de acesso/);
    await user.type(code, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitação' }));
    expect(code).toHaveAccessibleDescription(
      'Peça o código ao líder do ministério. Informe o código de acesso.',
    );
    expect(code).toHaveFocus();
  });

  it('sends the trimmed code, says so and shows the new pending ministry', async () => {
    api.signInAs('PENDENTE');
    api.store.tables.ministries.find((row) => row.nome === 'Coral Jovem')!.aceitando_membros = 1;
    const urls: string[] = [];
    api.server.events.on('request:start', ({ request }) => {
      urls.push(request.url);
    });
    const user = userEvent.setup();
    const dialog = await openJoin(user);
    await user.type(within(dialog).getByLabelText(/^Código de acesso/), '  CRJ9XK  ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitação' }));

    expect(await toast('Solicitação de acesso enviada com sucesso!')).toBeInTheDocument();
    expect(urls).toContain('http://localhost/api/ministerios/participar/CRJ9XK');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await findCard('Coral Jovem');
    expect(card('Coral Jovem').getByText('Pendente')).toBeInTheDocument();
    api.server.events.removeAllListeners();
  });

  it.each([
    ['NAOEXISTE', 'Código de acesso inválido. Confira o código com o líder do ministério.'],
    ['CRJ9XK', 'Este ministério não está aceitando novos membros no momento.'],
  ])('shows the server refusal in the modal (%s)', async (typed, message) => {
    api.signInAs('PENDENTE');
    const user = userEvent.setup();
    const dialog = await openJoin(user);
    await user.type(within(dialog).getByLabelText(/^Código de acesso/), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitação' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('in English, shows the server refusal in English', async () => {
    const user = userEvent.setup();
    const dialog = await openJoin(user, 'en-US');
    await user.type(within(dialog).getByLabelText(/^Access code/), 'LVT4C7');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are already part of this ministry.',
    );
  });
});
