import { suiteDeployRoot } from '../support/workspace';
// Needs: production builds in dist/ served by the API process from playwright.config.ts (the
// shell mounts the schedules remote from there); the team is set up through the real API.
import type { APIRequestContext, Page } from '@playwright/test';
import { mailsTo } from '../support/mail-capture';
import { expect, expectNoBarriers, test } from '../support/test';
import { addActiveMember, bearer, createMinistryFor, personWithPage } from '../support/people';
import {
  addUnavailability,
  assignFunction,
  type Band,
  bandOfThree,
  createSchedule,
  createSong,
  functionIdOf,
  localDay,
  memberIdOf,
} from '../support/team';

const deployRoot = suiteDeployRoot;

const schedulesPath = (ministryId: number) => `/ministerios/${ministryId}/escalas`;
const main = (page: Page) => page.getByRole('main');

interface Team extends Band {
  songs: { bondade: number; lugar: number; oceanos: number };
}

/** The band of three, Davi away today and the next two days, and three songs. */
async function teamWithSongs(
  browser: Parameters<typeof personWithPage>[0],
  request: APIRequestContext,
): Promise<Team> {
  const band = await bandOfThree(browser, request);
  const { owner, ministry, davi, memberIds } = band;
  await addUnavailability(request, davi.account, memberIds.davi, {
    from: localDay(),
    to: localDay(2),
    reason: 'Viagem de trabalho',
  });

  const song = (nome: string, artista: string, tom: string) =>
    createSong(request, owner.account, ministry.id, { nome, artista, tom });
  const songs = {
    bondade: await song('Bondade de Deus', 'Isaias Saad', 'G'),
    lugar: await song('Lugar Secreto', 'Gabriela Rocha', 'D'),
    oceanos: await song('Oceanos', 'Ana Nóbrega', 'Bm'),
  };
  return { ...band, songs };
}

test('an admin builds and publishes a schedule; a member sees it at home and confirms', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { ministry, owner, carla } = await teamWithSongs(browser, request);
  const { page } = owner;

  await page.goto(schedulesPath(ministry.id));
  await main(page).getByRole('link', { name: 'Nova escala' }).first().click();
  await expect(page).toHaveURL(`${schedulesPath(ministry.id)}/nova`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova escala' })).toBeVisible();

  // Informações: today and 19:00 by default; the title is what is missing.
  await expect(page.getByRole('textbox', { name: 'Data', exact: true })).toHaveValue(localDay());
  await expect(page.getByRole('textbox', { name: 'Horário', exact: true })).toHaveValue('19:00');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Preencha o título, a data e o horário da escala.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Culto da família');
  await page.getByRole('textbox', { name: 'Local', exact: true }).fill('Templo principal');
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Músicas: three songs, the third moved up, one key changed.
  await page.getByRole('button', { name: /Adicionar Bondade de Deus/ }).click();
  await page.getByRole('button', { name: /Adicionar Lugar Secreto/ }).click();
  await page.getByRole('button', { name: /Adicionar Oceanos/ }).click();
  await expect(page.getByRole('button', { name: /Adicionar Oceanos/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mover Oceanos para cima' }).click();
  await page.getByRole('combobox', { name: 'Tom de Lugar Secreto' }).selectOption('E');
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Membros: Davi is away today: struck through, his chip refuses.
  const chipsOf = (name: string) => page.getByRole('group', { name });
  await chipsOf('Bruno')
    .getByRole('button', { name: /Violão/ })
    .click();
  await chipsOf('Carla').getByRole('button', { name: /Vocal/ }).click();
  await expect(page.getByText(/Viagem de trabalho/)).toBeVisible();
  await expect(chipsOf('Davi').getByRole('button', { name: /Bateria/ })).toBeDisabled();
  await expect(page.getByText('2 membros', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publicar' }).click();

  await expect(page).toHaveURL(schedulesPath(ministry.id));
  await expect(
    main(page).getByRole('link', { name: /Ver detalhes de Culto da família/ }),
  ).toBeVisible();

  // Carla finds it on the ministry home's week, opens it and confirms.
  const member = carla.page;
  await member.goto(`/ministerios/${ministry.id}`);
  await member.getByRole('link', { name: /Culto da família/ }).click();
  await expect(member).toHaveURL(new RegExp(`${schedulesPath(ministry.id)}/\\d+$`));
  await expect(member.getByRole('heading', { level: 1, name: 'Culto da família' })).toBeVisible();
  await expect(member.getByText('0 de 2 confirmados (0%)')).toBeVisible();
  await member.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(member.getByText('1 de 2 confirmados (50%)')).toBeVisible();
  await expect(member.getByRole('group', { name: 'Ações da escala' })).toContainText(
    'Presença confirmada',
  );
  await expect(member.getByRole('button', { name: 'Confirmar presença' })).toHaveCount(0);

  // The order and keys the admin chose are the schedule's.
  const detail = (await (
    await request.get(`/api/escalas/${member.url().split('/').pop()}`, {
      headers: bearer(carla.account),
    })
  ).json()) as { musicas: { nome: string; tom_usado: string }[] };
  expect(detail.musicas.map((song) => [song.nome, song.tom_usado])).toEqual([
    ['Bondade de Deus', 'G'],
    ['Oceanos', 'Bm'],
    ['Lugar Secreto', 'E'],
  ]);
});

test('drafts, finished schedules, editing and the printable setlist', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { ministry, owner, carla, songs, memberIds, functionIds } = await teamWithSongs(
    browser,
    request,
  );
  const { carla: carlaId, bruno: brunoId } = memberIds;
  const { vocal, violao } = functionIds;
  const published = await createSchedule(request, owner.account, ministry.id, {
    titulo: 'Culto de domingo',
    data: localDay(),
    publicada: true,
    musicas_escaladas: [
      { musica_id: songs.lugar },
      { musica_id: songs.bondade, tom_alterado: 'A' },
    ],
    membros_escalados: [
      { membro_id: carlaId, funcao_id: vocal },
      { membro_id: brunoId, funcao_id: violao },
    ],
  });
  const draft = await createSchedule(request, owner.account, ministry.id, {
    titulo: 'Ensaio em rascunho',
    data: localDay(),
  });
  await createSchedule(request, owner.account, ministry.id, {
    titulo: 'Culto encerrado',
    data: localDay(),
    publicada: true,
    finalizada: true,
  });

  // A plain member never sees a draft: not in the list, 404 from the API.
  await carla.page.goto(schedulesPath(ministry.id));
  await expect(
    carla.page.getByRole('link', { name: /Ver detalhes de Culto de domingo/ }),
  ).toBeVisible();
  await expect(carla.page.getByText('Ensaio em rascunho')).toHaveCount(0);
  await expect(carla.page.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
  const hidden = await request.get(`/api/escalas/${draft}`, { headers: bearer(carla.account) });
  expect(hidden.status()).toBe(404);

  // The admin sees all three; the finished one offers no delete.
  const { page } = owner;
  await page.goto(schedulesPath(ministry.id));
  await expect(main(page).getByText('Ensaio em rascunho')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Excluir Culto de domingo/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Excluir Ensaio em rascunho/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver detalhes de Culto encerrado/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Excluir Culto encerrado/ })).toHaveCount(0);

  // Editing the time: saved, the schedule itself opens with it, and the list shows it too.
  await page.getByRole('link', { name: /Ver detalhes de Culto de domingo/ }).click();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(`${schedulesPath(ministry.id)}/editar/${published}`);
  await page.getByRole('textbox', { name: 'Horário', exact: true }).fill('20:30');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('dialog', { name: 'Escala atualizada com sucesso!' })).toBeVisible();
  await expect(page).toHaveURL(`${schedulesPath(ministry.id)}/${published}`);
  await expect(main(page).getByText(/20:30/).first()).toBeVisible();
  await page.goto(schedulesPath(ministry.id));
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Culto de domingo' }).getByText(/20:30/),
  ).toBeVisible();

  // The setlist: songs in order with the keys they are played in.
  await page.getByRole('link', { name: /Ver detalhes de Culto de domingo/ }).click();
  await page.getByRole('link', { name: 'Exportar setlist' }).click();
  await expect(page).toHaveURL(`${schedulesPath(ministry.id)}/${published}/imprimir`);
  const rows = main(page).getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Lugar Secreto');
  await expect(rows.nth(1)).toContainText('D');
  await expect(rows.nth(2)).toContainText('Bondade de Deus');
  await expect(rows.nth(2)).toContainText('A (original G)');
  await expect(main(page).getByRole('button', { name: 'Imprimir / Salvar PDF' })).toBeVisible();

  // On a phone the member's detail fits the screen.
  await carla.page.setViewportSize({ width: 390, height: 844 });
  await carla.page.goto(`${schedulesPath(ministry.id)}/${published}`);
  await expect(
    carla.page.getByRole('heading', { level: 1, name: 'Culto de domingo' }),
  ).toBeVisible();
  await expect(carla.page.getByRole('button', { name: 'Confirmar presença' })).toBeVisible();
  const overflow = () =>
    carla.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await carla.page.goto(schedulesPath(ministry.id));
  await expect(
    carla.page.getByRole('link', { name: /Ver detalhes de Culto de domingo/ }),
  ).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await owner.page.setViewportSize({ width: 390, height: 844 });
  await owner.page.goto(`${schedulesPath(ministry.id)}/nova`);
  await owner.page.getByRole('textbox', { name: 'Título', exact: true }).fill('Culto no celular');
  await owner.page.getByRole('button', { name: 'Próximo' }).click();
  await owner.page.getByRole('button', { name: /Adicionar Oceanos/ }).click();
  await owner.page.getByRole('button', { name: 'Próximo' }).click();
  await expect(owner.page.getByRole('group', { name: 'Carla' })).toBeVisible();
  expect(
    await owner.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('a plain member is shown the denied view for a new schedule, and the API refuses', async ({
  browser,
  request,
}) => {
  const owner = await personWithPage(browser, request, 'Ana');
  const member = await personWithPage(browser, request, 'Eli');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  await addActiveMember(request, ministry, owner.account, member.account);

  await member.page.goto(`${schedulesPath(ministry.id)}/nova`);
  await expect(member.page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  await expect(member.page.getByRole('textbox', { name: 'Título', exact: true })).toHaveCount(0);
  await member.page.getByRole('link', { name: 'Voltar às escalas' }).click();
  await expect(member.page).toHaveURL(schedulesPath(ministry.id));
  await expect(member.page.getByRole('link', { name: 'Nova escala' })).toHaveCount(0);

  const refused = await request.post('/api/escalas', {
    headers: bearer(member.account),
    data: { ministerio_id: ministry.id, titulo: 'Tentativa', data: localDay(), horario: '19:00' },
  });
  expect(refused.status()).toBe(403);
});

test("a member can't make it and says why; the owner reads the reason, another member does not, and the owner swaps in a substitute who gets an e-mail", async ({
  browser,
  request,
}) => {
  const { ministry, owner, bruno, carla, davi, memberIds, functionIds } = await bandOfThree(
    browser,
    request,
  );
  // Davi plays violão too, so he can stand in for Bruno.
  await assignFunction(request, owner.account, memberIds.davi, functionIds.violao);
  const id = await createSchedule(request, owner.account, ministry.id, {
    titulo: 'Culto de domingo',
    data: localDay(3),
    publicada: true,
    membros_escalados: [
      { membro_id: memberIds.bruno, funcao_id: functionIds.violao },
      { membro_id: memberIds.carla, funcao_id: functionIds.vocal },
    ],
  });
  const detail = `${schedulesPath(ministry.id)}/${id}`;

  await bruno.page.goto(detail);
  await bruno.page.getByRole('button', { name: 'Não poderei ir' }).click();
  const dialog = bruno.page.getByRole('dialog', { name: 'Não poderei ir' });
  await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Plantão no hospital');
  await expectNoBarriers(bruno.page, 'decline dialog');
  await dialog.getByRole('button', { name: 'Recusar presença' }).click();
  await expect(dialog).toBeHidden();
  await expect(bruno.page.getByText('Você não vai')).toBeVisible();
  await expect(bruno.page.getByRole('button', { name: 'Confirmar presença' })).toBeVisible();

  const brunoRow = (page: Page) => main(page).getByRole('listitem').filter({ hasText: 'Bruno' });
  await owner.page.goto(detail);
  await expect(brunoRow(owner.page)).toContainText('Não vai');
  await expect(brunoRow(owner.page)).toContainText('Motivo: Plantão no hospital');
  await expect(
    owner.page.getByRole('progressbar', { name: 'Presenças confirmadas' }),
  ).toHaveAttribute('aria-valuetext', '0 de 2 confirmados (0%) · 1 não vai');

  await carla.page.goto(detail);
  await expect(brunoRow(carla.page)).toContainText('Não vai');
  await expect(brunoRow(carla.page)).not.toContainText('Plantão');
  await expect(carla.page.getByRole('button', { name: /^Procurar substituto/ })).toHaveCount(0);

  // Everyone on it was told when it was published.
  await expect.poll(() => mailsTo(deployRoot(), bruno.account.email).length).toBe(1);
  expect(mailsTo(deployRoot(), davi.account.email)).toHaveLength(0);

  await brunoRow(owner.page)
    .getByRole('button', { name: 'Procurar substituto: Violão, no lugar de Bruno' })
    .click();
  const substitutes = owner.page.getByRole('dialog', { name: 'Substituto para Violão' });
  await expect(substitutes.getByRole('listitem')).toHaveCount(1);
  await expectNoBarriers(owner.page, 'substitutes dialog');
  await substitutes.getByRole('button', { name: 'Escalar Davi no lugar de Bruno' }).click();
  await expect(substitutes).toBeHidden();
  await expect(
    owner.page.getByText('Davi foi escalado(a) em Violão no lugar de Bruno.'),
  ).toBeVisible();
  await expect(main(owner.page).getByRole('listitem').filter({ hasText: 'Davi' })).toContainText(
    'Aguardando confirmação',
  );
  await expect(brunoRow(owner.page)).toHaveCount(0);

  // The substitute hears of it by e-mail, with a link to answer.
  await expect.poll(() => mailsTo(deployRoot(), davi.account.email).length).toBe(1);
  const [mail] = mailsTo(deployRoot(), davi.account.email);
  expect(mail?.subject).toBe('Mudança na escala: Culto de domingo');
  expect(mail?.text).toContain('Você foi incluído nesta escala.');
  expect(mail?.text).toContain('Suas funções: Violão');
  expect(mail?.text).toContain(`/ministerios/${ministry.id}/escalas/${id}`);
});

test('Share off a phone copies the WhatsApp text and offers wa.me: songs in order with keys, members by function', async ({
  browser,
  request,
}) => {
  const team = await teamWithSongs(browser, request);
  const { ministry, owner, memberIds, functionIds, songs } = team;
  const id = await createSchedule(request, owner.account, ministry.id, {
    titulo: 'Culto da família',
    data: localDay(5),
    publicada: true,
    musicas_escaladas: [
      { musica_id: songs.oceanos, tom_alterado: 'Am' },
      { musica_id: songs.bondade },
    ],
    membros_escalados: [
      { membro_id: memberIds.bruno, funcao_id: functionIds.violao },
      { membro_id: memberIds.carla, funcao_id: functionIds.vocal },
    ],
  });
  await owner.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await owner.page.goto(`${schedulesPath(ministry.id)}/${id}`);
  await main(owner.page).getByRole('button', { name: 'Compartilhar' }).click();
  await expect(
    owner.page.getByText('Texto da escala copiado! Cole no grupo da equipe.'),
  ).toBeVisible();

  const copied = await owner.page.evaluate(() => navigator.clipboard.readText());
  const whatsApp = main(owner.page).getByRole('link', { name: /Enviar pelo WhatsApp/ });
  const href = new URL((await whatsApp.getAttribute('href')) ?? '');
  expect(href.origin).toBe('https://wa.me');
  const text = href.searchParams.get('text') ?? '';
  expect(text).toBe(copied);
  expect(text).toContain('*Culto da família*');
  // In the schedule's order, each with the key the team plays it in.
  expect(text).toContain(
    '1. Oceanos – Ana Nóbrega (Tom: Am)\n2. Bondade de Deus – Isaias Saad (Tom: G)',
  );
  expect(text).toContain('Violão: Bruno');
  expect(text).toContain('Vocal: Carla');
  expect(text).toContain(`Ver a escala: http://`);
  expect(await whatsApp.getAttribute('target')).toBe('_blank');
});

test('in English the schedule names functions in English: Keyboard, not Teclado', async ({
  browser,
  request,
}) => {
  const owner = await personWithPage(browser, request, 'Iris');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  const ownerId = await memberIdOf(request, ministry.id, owner.account, owner.account);
  const teclado = await functionIdOf(request, ministry.id, owner.account, 'Teclado');
  await assignFunction(request, owner.account, ownerId, teclado, true);
  const id = await createSchedule(request, owner.account, ministry.id, {
    titulo: 'Sunday service',
    data: localDay(2),
    publicada: true,
    membros_escalados: [{ membro_id: ownerId, funcao_id: teclado }],
  });
  const { page } = owner;
  await page.addInitScript(() => localStorage.setItem('userLanguage', 'en-US'));

  await page.goto(`${schedulesPath(ministry.id)}/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday service' })).toBeVisible();
  await expect(main(page).getByText('Keyboard').first()).toBeVisible();
  await expect(main(page).getByText('Teclado')).toHaveCount(0);
});
