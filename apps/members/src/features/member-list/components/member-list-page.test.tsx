import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE,
  cardOf,
  controlsOf,
  findLists,
  INACTIVE,
  namesIn,
  PENDING,
  renderMemberList,
  sectionOf,
} from '../testing/member-list-test-kit';

const api = setupMockApiServer();

/** Pages of many cards: more room than the 5 s default on a busy machine. */
const slow = { timeout: 30_000 };

const links = (name: string) => [`Funções de ${name}`, `Indisponibilidades de ${name}`];
const MY_PREFERENCES = 'Minhas preferências';

describe('MemberListPage: what each standing sees (part 1 §6)', slow, () => {
  it('gives the owner the three lists', async () => {
    renderMemberList(api);
    await findLists();
    expect(screen.getByRole('heading', { level: 1, name: 'Membros' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'O que você pode fazer aqui',
      'Solicitações pendentes',
      'Membros ativos',
      'Membros inativos',
    ]);
    expect(namesIn('Solicitações pendentes')).toEqual(PENDING);
    expect(namesIn('Membros ativos')).toEqual(ACTIVE);
    expect(namesIn('Membros inativos')).toEqual(INACTIVE);
    expect(within(sectionOf('Solicitações pendentes')).getByText('2 solicitações')).toBeVisible();
    expect(within(sectionOf('Membros ativos')).getByText('6 membros')).toBeVisible();
    expect(within(sectionOf('Membros inativos')).getByText('1 membro')).toBeVisible();
  });

  it("offers the owner every action of the role table, and none on the owner's own row", async () => {
    renderMemberList(api);
    await findLists();
    for (const name of PENDING)
      expect(controlsOf(name)).toEqual([`Aprovar ${name}`, `Recusar ${name}`]);
    // The owner cannot be demoted or removed: only the links to their own functions and days,
    // and their own preferences.
    expect(controlsOf('Ana Souza')).toEqual([MY_PREFERENCES, ...links('Ana Souza')]);
    expect(controlsOf('Bruno Lima')).toEqual([
      'Remover administrador: Bruno Lima',
      'Desativar Bruno Lima',
      ...links('Bruno Lima'),
    ]);
    for (const name of ACTIVE.slice(2))
      expect(controlsOf(name)).toEqual([
        `Tornar administrador: ${name}`,
        `Desativar ${name}`,
        ...links(name),
      ]);
    expect(controlsOf('Henrique Dias')).toEqual([
      'Reativar Henrique Dias',
      'Remover de vez: Henrique Dias',
    ]);
  });

  it('gives an admin the pending and active lists, approve and reject, and the links only', async () => {
    renderMemberList(api, { standing: 'ADMIN' });
    await findLists();
    expect(namesIn('Solicitações pendentes')).toEqual(PENDING);
    expect(namesIn('Membros ativos')).toEqual(ACTIVE);
    expect(screen.queryByRole('region', { name: 'Membros inativos' })).not.toBeInTheDocument();
    for (const name of PENDING)
      expect(controlsOf(name)).toEqual([`Aprovar ${name}`, `Recusar ${name}`]);
    for (const name of ACTIVE)
      expect(controlsOf(name)).toEqual(
        // Bruno, the admin signed in, sets his own preferences on his card.
        name === 'Bruno Lima' ? [MY_PREFERENCES, ...links(name)] : links(name),
      );
    expect(
      screen.queryByRole('button', { name: /^(Desativar|Tornar|Remover)/ }),
    ).not.toBeInTheDocument();
  });

  it('keeps the inactive list from an admin even if the API sent it', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/ministerios/:id/membros`, () => {
        api.signInAs('PROPRIETARIO');
        // Nothing returned: the mock API answers, as the owner, with every status.
      }),
    );
    renderMemberList(api, { standing: 'ADMIN' });
    await findLists();
    expect(screen.queryByRole('region', { name: 'Membros inativos' })).not.toBeInTheDocument();
    expect(screen.queryByText('Henrique Dias', { selector: 'article h3' })).not.toBeInTheDocument();
  });

  it('shows a plain member the active members read-only, but for their own preferences', async () => {
    renderMemberList(api, { standing: 'MEMBRO' });
    await findLists();
    expect(namesIn('Membros ativos')).toEqual(ACTIVE);
    expect(
      screen.queryByRole('region', { name: 'Solicitações pendentes' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Membros inativos' })).not.toBeInTheDocument();
    // Carla, the member signed in: no requests, no actions, no links, her preferences only.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      MY_PREFERENCES,
    ]);
    for (const name of ACTIVE)
      expect(controlsOf(name)).toEqual(name === 'Carla Mendes' ? [MY_PREFERENCES] : []);
    expect(screen.getAllByRole('group', { name: /^Ações para/ })).toHaveLength(1);
  });

  it.each([
    [
      'PROPRIETARIO',
      'Como proprietário, você aprova ou recusa solicitações de entrada, escolhe quem é administrador',
    ],
    [
      'ADMIN',
      'Como administrador, você aprova ou recusa solicitações de entrada e abre as funções e as indisponibilidades de cada membro ativo. Desativar membros e escolher administradores cabe ao proprietário.',
    ],
    ['MEMBRO', 'Somente administradores e o proprietário podem fazer alterações.'],
  ] as const)('tells %s what they can do here', async (standing, text) => {
    renderMemberList(api, { standing });
    await findLists();
    expect(
      screen.getByRole('complementary', { name: 'O que você pode fazer aqui' }),
    ).toHaveTextContent(text);
  });

  it('leads an admin to a member’s functions and unavailability', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderMemberList(api, { standing: 'ADMIN' });
    await findLists();
    await user.click(screen.getByRole('link', { name: 'Funções de Carla Mendes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/membros/3/funcoes');
  });

  it('leads to the unavailability section showing that member', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderMemberList(api);
    await findLists();
    await user.click(screen.getByRole('link', { name: 'Indisponibilidades de Elisa Martins' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/indisponibilidades?membro=5');
  });
});

describe('MemberListPage: each person', slow, () => {
  it('shows e-mail and phone as links, and no phone when there is none', async () => {
    renderMemberList(api);
    await findLists();
    const carla = cardOf('Carla Mendes');
    expect(within(carla).getByRole('link', { name: 'carla@example.com' })).toHaveAttribute(
      'href',
      'mailto:carla@example.com',
    );
    expect(within(carla).getByRole('link', { name: '(21) 99876-5432' })).toHaveAttribute(
      'href',
      'tel:21998765432',
    );
    const gabriela = cardOf('Gabriela Alves');
    expect(within(gabriela).queryByText(/Telefone/)).not.toBeInTheDocument();
    expect(within(gabriela).queryAllByRole('link', { name: /^\(/ })).toEqual([]);
  });

  it('shows the photo when there is one, the initials otherwise', async () => {
    api.store.user(2)!.foto_url = 'https://fotos.example/bruno.jpg';
    renderMemberList(api);
    await findLists();
    const bruno = within(cardOf('Bruno Lima')).getByTestId('member-avatar');
    expect(bruno.querySelector('img')).toHaveAttribute('src', 'https://fotos.example/bruno.jpg');
    expect(bruno).not.toHaveTextContent('BL');
    expect(within(cardOf('Ana Souza')).getByTestId('member-avatar')).toHaveTextContent(/^AS$/);
    expect(within(cardOf('Júlia Ribeiro')).getByTestId('member-avatar')).toHaveTextContent(/^JR$/);
    expect(
      within(cardOf('Ana Souza')).getByTestId('member-avatar').querySelector('img'),
    ).toBeNull();
  });

  it('falls back to the initials when the photo does not load', async () => {
    api.store.user(2)!.foto_url = 'https://fotos.example/missing.jpg';
    renderMemberList(api);
    await findLists();
    const avatar = within(cardOf('Bruno Lima')).getByTestId('member-avatar');
    avatar.querySelector('img')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(avatar).toHaveTextContent(/^BL$/));
  });

  it('badges each standing and marks the viewer’s own row', async () => {
    renderMemberList(api);
    await findLists();
    const badges = (name: string) =>
      within(cardOf(name))
        .getAllByText(/^(Proprietário|Administrador|Membro|Pendente|Inativo|Você)$/)
        .map((badge) => badge.textContent);
    expect(badges('Ana Souza')).toEqual(['Você', 'Proprietário']);
    expect(badges('Bruno Lima')).toEqual(['Administrador']);
    expect(badges('Carla Mendes')).toEqual(['Membro']);
    expect(badges('Diego Rocha')).toEqual(['Pendente']);
    expect(badges('Henrique Dias')).toEqual(['Inativo']);
  });

  it('lists the functions with their icons, a star on the principal', async () => {
    renderMemberList(api);
    await findLists();
    const chips = within(
      within(cardOf('Ana Souza')).getByRole('list', { name: 'Funções de Ana Souza' }),
    ).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Ministro★ (função principal)',
      'Violão',
    ]);
    expect(chips[0]!.querySelector('svg')).toHaveAttribute('data-icon', 'microfone');
    expect(chips[1]!.querySelector('svg')).toHaveAttribute('data-icon', 'violao');
    expect(
      within(cardOf('Felipe Costa')).getByRole('list', { name: 'Funções de Felipe Costa' }),
    ).toHaveTextContent('Bateria★ (função principal)Percussão');
  });

  it('says when an active member has no function, and shows none on a request', async () => {
    api.store.tables.memberFunctions = api.store.tables.memberFunctions.filter(
      (row) => row.member_id !== 3,
    );
    renderMemberList(api);
    await findLists();
    expect(within(cardOf('Carla Mendes')).getByText('Nenhuma função atribuída')).toBeVisible();
    expect(within(cardOf('Diego Rocha')).queryByText('Nenhuma função atribuída')).toBeNull();
    expect(within(cardOf('Diego Rocha')).queryByRole('list', { name: /^Funções/ })).toBeNull();
  });
});

describe('MemberListPage: states', slow, () => {
  it('shows a loading state until the members arrive', async () => {
    renderMemberList(api);
    expect(screen.getByRole('status', { name: 'Carregando membros…' })).toBeInTheDocument();
    await findLists();
    expect(screen.queryByRole('status', { name: 'Carregando membros…' })).not.toBeInTheDocument();
  });

  it('shows the error with "Tentar novamente", which loads the lists again', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    api.server.use(
      http.get(
        `${TEST_API_BASE_URL}/ministerios/:id/membros`,
        () => HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
        { once: true },
      ),
    );
    renderMemberList(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os membros');
    expect(alert).toHaveTextContent('Erro ao listar membros do ministério');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await findLists();
    expect(namesIn('Membros ativos')).toEqual(ACTIVE);
  });

  it('says so when a list is empty', async () => {
    api.store.tables.members = api.store.tables.members.filter(
      (row) => row.status === 'ATIVO' || row.ministry_id !== 1,
    );
    renderMemberList(api);
    await findLists();
    expect(
      within(sectionOf('Solicitações pendentes')).getByText('Nenhuma solicitação pendente'),
    ).toBeVisible();
    expect(
      within(sectionOf('Solicitações pendentes')).queryByText(/solicitaç(ão|ões)$/),
    ).toBeNull();
    expect(within(sectionOf('Membros inativos')).getByText('Nenhum membro inativo')).toBeVisible();
    expect(namesIn('Membros ativos')).toEqual(ACTIVE);
  });
});

describe('MemberListPage in English', slow, () => {
  it('speaks English, default function names included', async () => {
    renderMemberList(api, { locale: 'en-US' });
    await findLists();
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(namesIn('Pending requests')).toEqual(PENDING);
    expect(within(sectionOf('Inactive members')).getByText('1 member')).toBeVisible();
    expect(controlsOf('Carla Mendes')).toEqual([
      'Make administrator: Carla Mendes',
      'Deactivate Carla Mendes',
      'Roles of Carla Mendes',
      'Unavailability of Carla Mendes',
    ]);
    expect(controlsOf('Henrique Dias')).toEqual([
      'Reactivate Henrique Dias',
      'Remove for good: Henrique Dias',
    ]);
    expect(
      within(cardOf('Ana Souza')).getByRole('list', { name: 'Roles of Ana Souza' }),
    ).toHaveTextContent('Worship leader★ (main role)Acoustic guitar');
    expect(within(cardOf('Ana Souza')).getByText('Owner')).toBeVisible();
    expect(within(cardOf('Henrique Dias')).getByText('Inactive')).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'What you can do here' })).toHaveTextContent(
      'As the owner,',
    );
  });
});
