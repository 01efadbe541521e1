// Needs: production builds in dist/ served by the API process from playwright.config.ts; the
// team is set up through the real API.
import type { Page } from '@playwright/test';
import { expect, expectNoBarriers, test } from '../support/test';
import { assignFunction, bandOfThree, createSchedule, createSong, localDay } from '../support/team';
import { bearer } from '../support/people';

const main = (page: Page) => page.getByRole('main');

/** The next Sunday after today (a week on when today is Sunday), as 'yyyy-MM-dd'. */
function nextSunday(): string {
  const today = localDay();
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return localDay(7 - weekday);
}

test('a leader plans a Sunday with its order of service and slots, keeps it as a template, repeats it for the next four Sundays, fills their teams and publishes one', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const band = await bandOfThree(browser, request);
  const { ministry, owner, memberIds, functionIds } = band;
  const { page } = owner;
  // The leader plans the week on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const hymn = await createSong(request, owner.account, ministry.id, {
    nome: 'Castelo Forte',
    artista: 'Martinho Lutero',
    tom: 'C',
  });
  const sunday = nextSunday();
  const scheduleId = await createSchedule(request, owner.account, ministry.id, {
    titulo: 'Culto de domingo',
    data: sunday,
    publicada: true,
    musicas_escaladas: [{ musica_id: hymn }],
    membros_escalados: [{ membro_id: memberIds.carla, funcao_id: functionIds.vocal }],
  });

  // The edit screen: a welcome before the hymn and a sermon after it, and two singers wanted.
  await page.goto(`/ministerios/${ministry.id}/escalas/editar/${scheduleId}`);
  await main(page).getByRole('tab', { name: 'Músicas' }).click();
  const kind = main(page).getByRole('combobox', { name: 'Nova parte do culto' });
  await kind.selectOption({ label: 'Boas-vindas' });
  await main(page).getByRole('button', { name: 'Adicionar parte' }).click();
  await main(page).getByRole('button', { name: 'Mover Boas-vindas para cima' }).click();
  await kind.selectOption({ label: 'Pregação' });
  await main(page).getByRole('button', { name: 'Adicionar parte' }).click();
  await main(page).getByRole('tab', { name: 'Membros' }).click();
  await main(page).getByRole('button', { name: 'Adicionar vaga' }).click();
  await main(page).getByRole('combobox', { name: 'Função' }).selectOption({ label: 'Vocal' });
  await main(page).getByRole('combobox', { name: 'Pessoas' }).selectOption('2');
  await expect(main(page).getByText('Falta: 1 Vocal')).toBeVisible();
  await main(page).getByRole('button', { name: 'Salvar alterações' }).click();

  // The detail: the run sheet from 19:00 and what the slots miss.
  await expect(page).toHaveURL(new RegExp(`/escalas/${scheduleId}$`));
  const order = main(page).getByRole('region', { name: 'Roteiro do culto' });
  await expect(order.getByRole('listitem').first()).toContainText('19:00');
  await expect(order.getByRole('listitem').first()).toContainText('Boas-vindas');
  await expect(order.getByRole('listitem').nth(1)).toContainText('19:05');
  await expect(order.getByRole('listitem').nth(1)).toContainText('Castelo Forte');
  await expect(order.getByRole('listitem').nth(2)).toContainText('Pregação');
  await expect(main(page).getByText('Falta: 1 Vocal')).toBeVisible();

  // Kept as a template, with the team.
  await main(page).getByRole('button', { name: 'Salvar como modelo' }).click();
  const keep = page.getByRole('dialog', { name: 'Salvar como modelo' });
  await keep.getByRole('textbox', { name: /Nome do modelo/ }).fill('Domingo à noite');
  await keep.getByRole('checkbox', { name: /Guardar também a equipe/ }).check();
  await expectNoBarriers(page, 'save as template dialog');
  await keep.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(keep).toBeHidden();

  // The next four Sundays from it, as drafts; the dates come first.
  await page.goto(`/ministerios/${ministry.id}/escalas/modelos`);
  await main(page).getByRole('button', { name: 'Repetir o modelo Domingo à noite' }).click();
  const repeat = page.getByRole('dialog', { name: 'Repetir “Domingo à noite”' });
  await repeat.getByRole('checkbox', { name: 'Domingo' }).check();
  await repeat.getByLabel(/^De/).fill(addDaysTo(sunday, 1));
  await repeat.getByLabel(/^Até/).fill(addDaysTo(sunday, 28));
  await repeat.getByRole('button', { name: 'Ver as datas' }).click();
  await expect(
    repeat.getByRole('list', { name: 'Datas da repetição' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expectNoBarriers(page, 'recurrence preview');
  await page.screenshot({ path: test.info().outputPath('recurrence-phone.png') });
  await repeat.getByRole('button', { name: 'Criar 4 rascunhos' }).click();
  await expect(page.getByText('4 rascunhos criados com “Domingo à noite”.')).toBeVisible();

  // Running it again makes nothing twice.
  await main(page).getByRole('button', { name: 'Repetir o modelo Domingo à noite' }).click();
  await repeat.getByRole('checkbox', { name: 'Domingo' }).check();
  await repeat.getByLabel(/^De/).fill(addDaysTo(sunday, 1));
  await repeat.getByLabel(/^Até/).fill(addDaysTo(sunday, 28));
  await repeat.getByRole('button', { name: 'Ver as datas' }).click();
  await expect(repeat.getByRole('status')).toHaveText('Nenhuma data nova; 4 já existe(m).');
  await expect(repeat.getByRole('button', { name: 'Nada a criar' })).toBeDisabled();

  // Each draft carries the order of service, the slots and Carla.
  const drafts = await request.get(
    `/api/escalas?ministerio_id=${ministry.id}&data_inicial=${addDaysTo(sunday, 1)}&data_final=${addDaysTo(sunday, 28)}`,
    { headers: bearer(owner.account) },
  );
  const { escalas } = (await drafts.json()) as {
    escalas: { id: number; data: string; status: string; faltam: { quantidade: number }[] }[];
  };
  expect(escalas.map((entry) => entry.status)).toEqual(Array(4).fill('rascunho'));
  expect(escalas.map((entry) => entry.faltam.map((slot) => slot.quantidade))).toEqual(
    Array(4).fill([1]),
  );

  // Bruno and Davi sing too. Davi, on his phone, asks to sing at most twice a month, which
  // the leader then reads on his card.
  await assignFunction(request, owner.account, memberIds.bruno, functionIds.vocal);
  await assignFunction(request, owner.account, memberIds.davi, functionIds.vocal);
  const daviPage = band.davi.page;
  await daviPage.setViewportSize({ width: 390, height: 844 });
  await daviPage.goto(`/ministerios/${ministry.id}/membros`);
  await main(daviPage).getByRole('button', { name: 'Minhas preferências' }).click();
  const preferences = daviPage.getByRole('dialog', { name: 'Minhas preferências' });
  await preferences.getByRole('spinbutton', { name: /No máximo quantas vezes por mês/ }).fill('2');
  await expectNoBarriers(daviPage, 'member preferences dialog');
  await preferences.getByRole('button', { name: 'Salvar' }).click();
  await expect(daviPage.getByText('Preferências salvas.')).toBeVisible();
  await page.goto(`/ministerios/${ministry.id}/membros`);
  await expect(main(page).getByText('Até 2 vezes por mês')).toBeVisible();

  // Bruno and Davi are otherwise equal: "Preencher equipe do mês" spreads the open places of
  // the month with the most drafts between them evenly, the reason beside each name.
  const byMonth = new Map<string, typeof escalas>();
  for (const entry of escalas)
    byMonth.set(entry.data.slice(0, 7), [...(byMonth.get(entry.data.slice(0, 7)) ?? []), entry]);
  const [busiest, inMonth] = [...byMonth].sort((a, b) => b[1].length - a[1].length)[0]!;
  const first = [...inMonth].sort((a, b) => a.data.localeCompare(b.data))[0]!;
  const [year, month] = busiest.split('-').map(Number);
  await page.goto(`/ministerios/${ministry.id}/escalas?mes=${month}&ano=${year}`);
  await main(page).getByRole('button', { name: 'Preencher equipe do mês' }).click();
  const fill = page.getByRole('dialog', { name: 'Preencher equipe' });
  await fill.getByRole('button', { name: 'Preencher' }).click();
  const picks = fill.getByRole('list', { name: 'Escolhas por escala' });
  await expect(picks).toContainText(/nas últimas 8 semanas/);
  const bruno = picks.getByText(/^Vocal: Bruno/);
  const davi = picks.getByText(/^Vocal: Davi/);
  await expect(bruno.first()).toBeVisible();
  await expect(davi.first()).toBeVisible();
  const counts = [await bruno.count(), await davi.count()];
  expect(counts[0]! + counts[1]!).toBe(inMonth.length);
  expect(Math.abs(counts[0]! - counts[1]!)).toBeLessThanOrEqual(1);
  await expectNoBarriers(page, 'auto-fill picks');
  await page.screenshot({ path: test.info().outputPath('auto-fill-phone.png') });

  // Nothing was published: from the picks, the leader opens the first draft's edit screen,
  // where any place can be re-picked or cleared, and publishes it.
  await fill
    .getByRole('link', { name: /^Revisar a equipe de / })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/escalas/editar/${first.id}$`));
  await main(page)
    .getByRole('checkbox', { name: /Publicada/ })
    .check();
  await main(page).getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL(new RegExp(`/escalas/${first.id}$`));
  await expect(main(page).getByText('Todas as vagas preenchidas')).toBeVisible();
  await expect(main(page).getByText('Publicada', { exact: true }).first()).toBeVisible();
});

/** The calendar date `days` after `date`. */
function addDaysTo(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
