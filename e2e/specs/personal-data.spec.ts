// Needs: production builds in dist/ served by the API process from playwright.config.ts.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import {
  addActiveMember,
  bearer,
  createMinistryFor,
  personWithPage,
  senha,
} from '../support/people';

test('an owner downloads their data, hands the ministry to an admin, then deletes the account', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const ana = await personWithPage(browser, request, 'Ana');
  const bruno = await personWithPage(browser, request, 'Bruno');
  const name = `Louvor ${Date.now()}`;
  const ministry = await createMinistryFor(request, ana.account, name);
  await addActiveMember(request, ministry, ana.account, bruno.account);
  const members = (await (
    await request.get(`/api/ministerios/${ministry.id}/membros`, { headers: bearer(ana.account) })
  ).json()) as { id: number; usuario: { nome: string } }[];
  const brunoRow = members.find((m) => m.usuario.nome === 'Bruno')!;
  const promoted = await request.put(`/api/membros/${brunoRow.id}`, {
    headers: bearer(ana.account),
    data: { admin: true },
  });
  expect(promoted.status()).toBe(200);

  const page = ana.page;
  await page.goto('/perfil');
  const yourData = page.getByRole('region', { name: 'Seus dados' });

  // The download is a JSON file named after the day, with what Levita keeps about her.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^levita-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    conta: { email: string };
    participacoes: { ministerio: string; proprietario: boolean }[];
  };
  expect(data.conta.email).toBe(ana.account.email);
  expect(data.participacoes).toContainEqual(
    expect.objectContaining({ ministerio: name, proprietario: true }),
  );

  // While she owns the ministry the deletion is refused, with the way to its settings.
  const deleteAccount = async () => {
    await yourData.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
    await dialog.getByRole('textbox').fill('CONFIRMO');
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  };
  await deleteAccount();
  const refusal = yourData.getByRole('alert');
  await expect(refusal).toContainText(`Você ainda é proprietário de "${name}"`);
  await refusal.getByRole('link', { name: `Configurações de ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ministerios/${ministry.id}/configuracoes$`));

  // She hands it to Bruno, an active admin, and is an admin herself from then on.
  const transfer = page.getByRole('region', { name: 'Transferir propriedade' });
  await transfer.getByLabel(/^Novo proprietário/).selectOption({ label: 'Bruno' });
  await transfer.getByRole('button', { name: 'Transferir propriedade' }).click();
  await page
    .getByRole('dialog', { name: 'Transferir para Bruno?' })
    .getByRole('button', { name: 'Transferir propriedade' })
    .click();
  await expect(page.getByText('Bruno agora é o proprietário deste ministério.')).toBeVisible();
  await expect(transfer).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir ministério' })).toBeDisabled();

  // Now the account goes: signed out, told so, and the e-mail is free again.
  await page.goto('/perfil');
  await deleteAccount();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('Sua conta foi excluída.');
  const login = await request.post('/api/login', { data: { email: ana.account.email, senha } });
  expect(login.status()).toBe(401);
  const again = await request.post('/api/register', {
    data: { nome: 'Ana', email: ana.account.email, telefone: '(11) 98765-4321', senha },
  });
  expect(again.status()).toBe(201);
});
