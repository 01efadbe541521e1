// Needs: production builds in dist/ served by the API process from playwright.config.ts (the
// shell mounts the members remote from there); people are set up through the real API.
import type { Page } from '@playwright/test';
import { expect, expectNoBarriers, test } from '../support/test';
import { addActiveMember, bearer, createMinistryFor, personWithPage } from '../support/people';
import { localDay, memberIdOf } from '../support/team';

const membersPath = (ministryId: number) => `/ministerios/${ministryId}/membros`;
const main = (page: Page) => page.getByRole('main');

/** The confirm dialog an action opens, confirmed. */
async function confirmIn(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the owner approves a request, assigns functions and names an admin who cannot deactivate', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await personWithPage(browser, request, 'Ana');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  const bruno = await personWithPage(browser, request, 'Bruno');
  const carla = await personWithPage(browser, request, 'Carla');
  await addActiveMember(request, ministry, owner.account, carla.account);
  const asked = await request.post(`/api/ministerios/participar/${ministry.codigo_acesso}`, {
    headers: bearer(bruno.account),
  });
  expect(asked.status()).toBe(201);

  // Approve Bruno's request on the members page.
  const { page } = owner;
  await page.goto(membersPath(ministry.id));
  const pending = main(page).getByRole('region', { name: /Solicitações pendentes/ });
  await pending.getByRole('button', { name: 'Aprovar Bruno' }).click();
  await confirmIn(page, 'Aprovar solicitação?', 'Aprovar');
  await expect(page.getByText('Nenhuma solicitação pendente')).toBeVisible();
  const active = main(page).getByRole('region', { name: /Membros ativos/ });
  await expect(active.getByText('Bruno', { exact: true })).toBeVisible();

  // Two functions for Bruno, one principal.
  await active.getByRole('link', { name: 'Funções de Bruno' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bruno' })).toBeVisible();
  const assign = async (fn: string, principal: boolean) => {
    await main(page)
      .getByRole('button', { name: /^Atribuir (a primeira )?função$/ })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: 'Atribuir função' });
    await modal.getByRole('combobox', { name: 'Função' }).selectOption({ label: fn });
    if (principal) await modal.getByRole('checkbox', { name: /Função principal/ }).check();
    await modal.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await expect(modal).toBeHidden();
  };
  await assign('Violão', true);
  await assign('Vocal', false);
  await expect(main(page).getByText('2 atribuídas', { exact: false })).toBeVisible();
  const functions = (await (
    await request.get(
      `/api/membros/${await memberIdOf(request, ministry.id, owner.account, bruno.account)}/funcoes`,
      { headers: bearer(owner.account) },
    )
  ).json()) as { funcao: { nome: string }; principal: boolean }[];
  expect(functions.map((f) => [f.funcao.nome, f.principal]).sort()).toEqual([
    ['Violão', true],
    ['Vocal', false],
  ]);

  // Carla becomes an admin; as an admin she gets no deactivate button, and the API says no.
  await page.goto(membersPath(ministry.id));
  await page.getByRole('button', { name: 'Tornar administrador: Carla' }).click();
  await confirmIn(page, 'Tornar administrador?', 'Tornar administrador');
  await expect(page.getByRole('button', { name: 'Remover administrador: Carla' })).toBeVisible();

  await carla.page.goto(membersPath(ministry.id));
  await expect(carla.page.getByText(/Como administrador/)).toBeVisible();
  await expect(carla.page.getByRole('button', { name: /^Desativar/ })).toHaveCount(0);
  await expect(carla.page.getByRole('button', { name: /^Tornar .* administrador/ })).toHaveCount(0);
  const brunoId = await memberIdOf(request, ministry.id, owner.account, bruno.account);
  const refused = await request.delete(`/api/membros/${brunoId}`, {
    headers: bearer(carla.account),
  });
  expect(refused.status()).toBe(403);

  // A function deleted from the catalogue leaves Bruno's cards.
  await page.goto(`/ministerios/${ministry.id}/funcoes`);
  await main(page).getByRole('button', { name: 'Excluir Vocal' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Excluir função?' });
  await expect(deleteDialog).toContainText('Bruno');
  await confirmIn(page, 'Excluir função?', 'Excluir função');
  await page.goto(`${membersPath(ministry.id)}/${brunoId}/funcoes`);
  await expect(main(page).getByText('Violão')).toBeVisible();
  await expect(main(page).getByText('Vocal')).toHaveCount(0);
  await expect(main(page).getByText('1 atribuída', { exact: false })).toBeVisible();
});

test('a member records an unavailability the admin sees, and cannot open functions', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await personWithPage(browser, request, 'Ana');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  const davi = await personWithPage(browser, request, 'Davi');
  const eva = await personWithPage(browser, request, 'Eva');
  await addActiveMember(request, ministry, owner.account, davi.account);
  await addActiveMember(request, ministry, owner.account, eva.account);
  const evaId = await memberIdOf(request, ministry.id, owner.account, eva.account);

  // Davi, on a phone, records today and tomorrow.
  const { page } = davi;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ministerios/${ministry.id}/indisponibilidades`);
  await expect(page.getByRole('heading', { name: 'Equipe' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Adicionar indisponibilidade' }).click();
  const form = page.getByRole('dialog', { name: 'Nova indisponibilidade' });
  await form.getByLabel('Data inicial').fill(localDay());
  await form.getByLabel('Data final').fill(localDay(1));
  await form.getByLabel('Motivo').fill('Ida');
  await expectNoBarriers(page, 'unavailability form');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('O motivo deve ter pelo menos 5 caracteres')).toBeVisible();
  await form.getByLabel('Motivo').fill('Viagem de família');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(main(page).getByText('Viagem de família')).toBeVisible();
  await expect(main(page).getByText('2 dias')).toBeVisible();
  await expect(main(page).getByText('Em andamento')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // The owner sees the flag in the team grid and opens Davi's list, read-only.
  await owner.page.goto(`/ministerios/${ministry.id}/indisponibilidades`);
  const daviCard = main(owner.page).getByRole('listitem').filter({ hasText: 'Davi' });
  await expect(daviCard).toContainText('Indisponível hoje');
  await daviCard.getByRole('link', { name: 'Ver indisponibilidades de Davi' }).click();
  await expect(main(owner.page).getByText('Viagem de família')).toBeVisible();
  await expect(
    main(owner.page).getByRole('button', { name: /^Excluir a indisponibilidade/ }),
  ).toHaveCount(0);

  // Davi cannot open Eva's functions: the denied view, and the API refuses the write.
  await page.goto(`${membersPath(ministry.id)}/${evaId}/funcoes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  await expect(page).toHaveURL(`${membersPath(ministry.id)}/${evaId}/funcoes`);
  const functions = (await (
    await request.get(`/api/ministerios/${ministry.id}/funcoes`, { headers: bearer(davi.account) })
  ).json()) as { id: number }[];
  const refused = await request.post(`/api/membros/${evaId}/funcoes`, {
    headers: bearer(davi.account),
    data: { funcao_id: functions[0]!.id, principal: false, observacoes: '' },
  });
  expect(refused.status()).toBe(403);
  await page.getByRole('button', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a section whose ministry cannot be read offers to try again, and then shows the section', async ({
  browser,
  request,
}) => {
  const owner = await personWithPage(browser, request, 'Helena');
  const ministry = await createMinistryFor(request, owner.account, `Louvor ${Date.now()}`);
  const { page } = owner;
  // The ministry's own read fails as a server in trouble answers; its other calls go through.
  let failing = true;
  await page.route(
    (url) => url.pathname === `/api/ministerios/${ministry.id}`,
    (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'database_busy', message: 'Serviço indisponível' }),
          })
        : route.fallback(),
  );
  await page.goto(membersPath(ministry.id));
  const failed = main(page).getByRole('alert');
  await expect(failed).toContainText('Não foi possível carregar o ministério');
  await expect(failed).toContainText('Serviço indisponível');
  failing = false;
  await failed.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(main(page).getByRole('region', { name: /Membros ativos/ })).toBeVisible();
  await expect(main(page).getByText('Helena', { exact: true })).toBeVisible();
});
