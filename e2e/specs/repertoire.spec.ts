// Needs: production builds in dist/ served by the API process from playwright.config.ts, which
// also starts the fake Deezer (support/fake-deezer.ts) the API searches through.
import type { Page } from '@playwright/test';
import { expect, expectNoBarriers, test } from '../support/test';
import { addActiveMember, bearer, createMinistryFor, personWithPage } from '../support/people';
import { createSong } from '../support/team';

const songsPath = (ministryId: number) => `/ministerios/${ministryId}/musicas`;
const main = (page: Page) => page.getByRole('main');

test('an admin imports a song from Deezer, then changes its key', async ({ browser, request }) => {
  const owner = await personWithPage(browser, request, 'Ana');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  const { page } = owner;

  await page.goto(songsPath(ministry.id));
  await main(page).getByRole('link', { name: 'Importar do Deezer' }).click();
  await expect(page).toHaveURL(`${songsPath(ministry.id)}/importar`);
  await page.getByLabel('Buscar no Deezer').fill('lugar secreto');
  const card = page.getByRole('button', { name: /Lugar Secreto/ });
  await card.click();

  const modal = page.getByRole('dialog', { name: 'Editar antes de importar' });
  await expect(modal.getByLabel('Nome da música')).toHaveValue('Lugar Secreto');
  await expect(modal.getByLabel('Artista')).toHaveValue('Gabriela Rocha');
  await expectNoBarriers(page, 'import dialog');
  await modal.getByRole('combobox', { name: 'Tom' }).selectOption('G');
  await modal.getByRole('button', { name: 'Importar música' }).click();
  await expect(modal.getByText('Música importada para o repertório!')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Já no repertório')).toBeVisible();

  await page.getByRole('link', { name: 'Voltar ao repertório' }).first().click();
  await page.getByRole('link', { name: 'Ver detalhes de Lugar Secreto' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lugar Secreto' })).toBeVisible();
  await expect(main(page)).toContainText('Importada do Deezer');
  await expect(main(page).locator('img').first()).toBeVisible();

  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('combobox', { name: 'Tom' }).selectOption('A');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Música atualizada com sucesso.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lugar Secreto' })).toBeVisible();
  await expect(main(page).locator('dl').getByText('A', { exact: true })).toBeVisible();
});

test('with edits not imported, going back asks first', async ({ browser, request }) => {
  const owner = await personWithPage(browser, request, 'Hugo');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  const { page } = owner;
  const ministryMenu = page.getByRole('navigation', { name: 'Menu do ministério' });

  await page.goto(`/ministerios/${ministry.id}`);
  await ministryMenu.getByRole('link', { name: 'Repertório' }).click();
  await main(page).getByRole('link', { name: 'Importar do Deezer' }).click();
  await page.getByLabel('Buscar no Deezer').fill('oceans');
  await page.getByRole('button', { name: /Oceans/ }).click();
  const modal = page.getByRole('dialog', { name: 'Editar antes de importar' });
  await modal.getByLabel('BPM', { exact: false }).fill('72');

  const discard = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await page.goBack();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(`${songsPath(ministry.id)}/importar`);
  await expect(modal.getByLabel('BPM', { exact: false })).toHaveValue('72');

  // Staying kept the history as it was: Back, once discarded, is the repertoire's list.
  await page.goBack();
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(songsPath(ministry.id));
  await expect(modal).toBeHidden();
});

test('"adoracao" finds "Adoração" in the list and from the ministry home', async ({
  browser,
  request,
}) => {
  const owner = await personWithPage(browser, request, 'Bia');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  const songId = await createSong(request, owner.account, ministry.id, {
    nome: 'Adoração Extravagante',
    artista: 'Ministério Zoe',
  });
  await createSong(request, owner.account, ministry.id, { nome: 'Oceanos', artista: 'Hillsong' });
  const { page } = owner;

  await page.goto(songsPath(ministry.id));
  await expect(page.getByRole('link', { name: 'Ver detalhes de Oceanos' }).first()).toBeVisible();
  await main(page).getByRole('searchbox', { name: 'Buscar músicas' }).fill('adoracao');
  await expect(
    page.getByRole('link', { name: 'Ver detalhes de Adoração Extravagante' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver detalhes de Oceanos' })).toHaveCount(0);
  await expect(page).toHaveURL(/termo=adoracao/);

  await page.goto(`/ministerios/${ministry.id}`);
  await page.getByRole('combobox', { name: 'Buscar músicas' }).fill('adoracao');
  await page.getByRole('option', { name: /Adoração Extravagante/ }).click();
  await expect(page).toHaveURL(`${songsPath(ministry.id)}/${songId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Adoração Extravagante' }),
  ).toBeVisible();
});

test('25 songs make three pages of ten', async ({ browser, request }) => {
  const owner = await personWithPage(browser, request, 'Caio');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  for (let number = 1; number <= 25; number++)
    await createSong(request, owner.account, ministry.id, {
      nome: `Canção ${String(number).padStart(2, '0')}`,
      artista: 'Coral',
    });
  const { page } = owner;
  const details = page.getByRole('table').getByRole('link', { name: /^Ver detalhes de/ });

  await page.goto(songsPath(ministry.id));
  await expect(page.getByText('Página 1 de 3')).toBeVisible();
  await expect(details).toHaveCount(10);
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText('Página 2 de 3')).toBeVisible();
  await expect(details).toHaveCount(10);
  await page.getByRole('button', { name: 'Página 3', exact: true }).click();
  await expect(page.getByText('Página 3 de 3')).toBeVisible();
  await expect(details).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
});

test('a member reads the repertoire but cannot add to it', async ({ browser, request }) => {
  const owner = await personWithPage(browser, request, 'Davi');
  const member = await personWithPage(browser, request, 'Eva');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  await addActiveMember(request, ministry, owner.account, member.account);
  const songId = await createSong(request, owner.account, ministry.id, {
    nome: 'Bondade de Deus',
    artista: 'Isaías Saad',
  });
  const { page } = member;

  await page.goto(songsPath(ministry.id));
  await expect(
    page.getByRole('link', { name: 'Ver detalhes de Bondade de Deus' }).first(),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Importar do Deezer' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Adicionar manualmente' })).toHaveCount(0);

  await page.goto(`${songsPath(ministry.id)}/${songId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bondade de Deus' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);

  await page.goto(`${songsPath(ministry.id)}/nova`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  const refused = await request.post('/api/musicas', {
    headers: bearer(member.account),
    data: { ministerio_id: ministry.id, nome: 'Intrusa', artista: 'Ninguém' },
  });
  expect(refused.status()).toBe(403);
});

test('a cover that fails to load shows the placeholder', async ({ browser, request, baseURL }) => {
  const owner = await personWithPage(browser, request, 'Fabi');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  const songId = await createSong(request, owner.account, ministry.id, {
    nome: 'Sem Capa',
    artista: 'Banda',
    capa_url: `${baseURL}/covers/missing.png`,
  });
  const { page } = owner;
  await page.goto(`${songsPath(ministry.id)}/${songId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sem Capa' })).toBeVisible();
  await expect(page.getByTestId('song-cover-placeholder').first()).toBeVisible();
  await expect(main(page).locator('img')).toHaveCount(0);
});

test('the repertoire pages fit a 390x844 phone', async ({ browser, request }) => {
  const owner = await personWithPage(browser, request, 'Gil');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  const songId = await createSong(request, owner.account, ministry.id, {
    nome: 'Ninguém Explica Deus (ao vivo em São Paulo)',
    artista: 'Preto no Branco e Gabriela Rocha',
  });
  const { page } = owner;
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['', `/${songId}`, '/nova', '/importar']) {
    await page.goto(`${songsPath(ministry.id)}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path || '/'} is wider than the phone`).toBeLessThanOrEqual(0);
  }
});
