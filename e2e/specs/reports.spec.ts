// Needs: production builds in dist/ served by the API process from playwright.config.ts (the
// shell mounts the reports remote from there); the band and its schedules are set up through
// the real API, so every number on screen is the server's.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { type Account, bearer } from '../support/people';
import { type Band, bandOfThree, createSchedule, createSong, localDay } from '../support/team';

const reportsPath = (ministryId: number) => `/ministerios/${ministryId}/relatorios`;
const main = (page: Page) => page.getByRole('main');
const ministryMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu do ministério' });
const pad = (n: number) => String(n).padStart(2, '0');

/** This month and the one before, in the run's zone (as the server and the browser have them). */
function months() {
  const [year, month] = localDay().split('-').map(Number) as [number, number];
  const before = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return {
    current: { year, month },
    before,
    day: (when: { year: number; month: number }, day: number) =>
      `${when.year}-${pad(when.month)}-${pad(day)}`,
  };
}

async function confirm(request: APIRequestContext, person: Account, scheduleId: number) {
  const answer = await request.post(`/api/escalas/${scheduleId}/confirmar`, {
    headers: bearer(person),
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * This month: four counted schedules (three published, one finished) and a draft that must not
 * count; last month: one published schedule. Bruno confirms two, Carla one.
 *
 *             day 3          day 10          day 17 (finished)  day 24        day 20 (draft)
 *   Bruno     Violão ✓       Violão ✓        Violão             –             Violão
 *   Carla     Vocal          Vocal           –                  Vocal ✓       Vocal
 *   Davi      –              Bateria         –                  Bateria       Bateria
 *   songs     Bondade,       Bondade,        Bondade            Lugar         Oceanos
 *             Lugar (in E)   Oceanos
 */
async function bandWithAMonth(band: Band, request: APIRequestContext) {
  const { owner, ministry, memberIds: m, functionIds: f } = band;
  const { current, before, day } = months();
  const song = (nome: string, artista: string, tom: string) =>
    createSong(request, owner.account, ministry.id, { nome, artista, tom });
  const bondade = await song('Bondade de Deus', 'Isaias Saad', 'G');
  const lugar = await song('Lugar Secreto', 'Gabriela Rocha', 'D');
  const oceanos = await song('Oceanos', 'Ana Nóbrega', 'Bm');
  const bruno = { membro_id: m.bruno, funcao_id: f.violao };
  const carla = { membro_id: m.carla, funcao_id: f.vocal };
  const davi = { membro_id: m.davi, funcao_id: f.bateria };
  const schedule = (seed: Parameters<typeof createSchedule>[3]) =>
    createSchedule(request, owner.account, ministry.id, { publicada: true, ...seed });

  const first = await schedule({
    titulo: 'Culto de abertura',
    data: day(current, 3),
    musicas_escaladas: [{ musica_id: bondade }, { musica_id: lugar, tom_alterado: 'E' }],
    membros_escalados: [bruno, carla],
  });
  const second = await schedule({
    titulo: 'Culto de missões',
    data: day(current, 10),
    musicas_escaladas: [{ musica_id: bondade }, { musica_id: oceanos }],
    membros_escalados: [bruno, carla, davi],
  });
  await schedule({
    titulo: 'Culto de santa ceia',
    data: day(current, 17),
    finalizada: true,
    musicas_escaladas: [{ musica_id: bondade }],
    membros_escalados: [bruno],
  });
  const fourth = await schedule({
    titulo: 'Culto de jovens',
    data: day(current, 24),
    musicas_escaladas: [{ musica_id: lugar }],
    membros_escalados: [carla, davi],
  });
  await schedule({
    titulo: 'Ensaio (rascunho)',
    data: day(current, 20),
    publicada: false,
    musicas_escaladas: [{ musica_id: oceanos }],
    membros_escalados: [bruno, carla, davi],
  });
  await schedule({
    titulo: 'Culto do mês passado',
    data: day(before, 15),
    musicas_escaladas: [{ musica_id: oceanos }],
    membros_escalados: [davi],
  });
  await confirm(request, band.bruno.account, first);
  await confirm(request, band.bruno.account, second);
  await confirm(request, band.carla.account, fourth);
}

/** The cells of a table's body rows, as the screen shows them (one space between lines). */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((elements) =>
    elements.map((row) =>
      [...row.querySelectorAll<HTMLElement>('th, td')]
        .filter((cell) => cell.checkVisibility())
        .map((cell) => cell.innerText.replace(/\s+/g, ' ').trim()),
    ),
  );
}

async function downloadedText(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), text };
}

test('the owner reads the month: participation, songs, CSV files, another month, print', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const band = await bandOfThree(browser, request);
  await bandWithAMonth(band, request);
  const { page } = band.owner;
  const { current, before } = months();

  // The menu leads there; the current month opens on participation.
  await page.goto(`/ministerios/${band.ministry.id}`);
  await ministryMenu(page).getByRole('link', { name: 'Relatórios' }).click();
  await expect(page).toHaveURL(reportsPath(band.ministry.id));
  await expect(main(page).getByRole('tab', { name: 'Participação', selected: true })).toBeVisible();
  await expect(main(page).getByRole('combobox', { name: 'Mês' })).toHaveValue(
    String(current.month),
  );

  const summary = main(page).getByLabel('Resumo do período');
  await expect(summary).toContainText('Escalas no período4');
  await expect(summary).toContainText('Membros que serviram3 de 4');
  const members = main(page).getByRole('table', { name: 'Membros' });
  expect(await rowsOf(members)).toEqual([
    ['Bruno', '3', '2', '0', '75,0%', 'Violão (3)'],
    ['Carla', '3', '1', '0', '75,0%', 'Vocal (3)'],
    ['Davi', '2', '0', '0', '50,0%', 'Bateria (2)'],
    ['Ana', '0', '0', '0', '0,0%', '—'],
  ]);
  expect(await rowsOf(main(page).getByRole('table', { name: 'Funções' }))).toEqual([
    ['Violão', '3', '2', '0', '66,7%'],
    ['Vocal', '3', '1', '0', '33,3%'],
    ['Bateria', '2', '0', '0', '0,0%'],
  ]);
  await expect(
    main(page).getByRole('figure', { name: 'Participações por membro' }).getByRole('listitem'),
  ).toHaveText([
    'Bruno3 participações · 75,0%',
    'Carla3 participações · 75,0%',
    'Davi2 participações · 50,0%',
    'Ana0 participações · 0,0%',
  ]);

  const participationCsv = await downloadedText(
    page,
    main(page).getByRole('button', { name: 'Baixar CSV: participação' }),
  );
  expect(participationCsv.name).toMatch(
    new RegExp(`^participacao-louvor-\\d+-${current.year}-${pad(current.month)}\\.csv$`),
  );
  const participationLines = participationCsv.text.split('\r\n');
  expect(participationLines[0]).toBe(
    '\uFEFFMembro;Participações;Confirmadas;Recusas;% de participação;Funções',
  );
  expect(participationLines.slice(1, 5)).toEqual([
    'Bruno;3;2;0;75,0;Violão (3)',
    'Carla;3;1;0;75,0;Vocal (3)',
    'Davi;2;0;0;50,0;Bateria (2)',
    'Ana;0;0;0;0,0;',
  ]);
  expect(participationLines).toContain('Violão;3;2;0;66,7');

  // The songs tab: counts from the four schedules, the draft left out.
  await main(page).getByRole('tab', { name: 'Músicas' }).click();
  await expect(page).toHaveURL(/aba=musicas/);
  const songs = main(page).getByRole('table', { name: 'Músicas mais tocadas' });
  const songRows = await rowsOf(songs);
  expect(songRows.map((row) => row.slice(0, 4))).toEqual([
    ['1', 'Bondade de Deus Isaias Saad', '3', 'G'],
    ['2', 'Lugar Secreto Gabriela Rocha', '2', 'D'],
    ['3', 'Oceanos Ana Nóbrega', '1', 'Bm'],
  ]);
  const dayLabel = (day: number) => `${pad(day)}/${pad(current.month)}/${current.year}`;
  expect(songRows[1]![4]).toBe(
    `${dayLabel(3)} Culto de abertura (tom E) ${dayLabel(24)} Culto de jovens (tom D)`,
  );
  const songsCsv = await downloadedText(
    page,
    main(page).getByRole('button', { name: 'Baixar CSV: músicas' }),
  );
  expect(songsCsv.name).toMatch(/^musicas-louvor-\d+-/);
  expect(songsCsv.text.split('\r\n').slice(0, 3)).toEqual([
    '\uFEFFNº;Música;Artista;Vezes;Tom original;Escalas',
    `1;Bondade de Deus;Isaias Saad;3;G;${dayLabel(3)} Culto de abertura (tom G) | ${dayLabel(10)} Culto de missões (tom G) | ${dayLabel(17)} Culto de santa ceia (tom G)`,
    `2;Lugar Secreto;Gabriela Rocha;2;D;${dayLabel(3)} Culto de abertura (tom E) | ${dayLabel(24)} Culto de jovens (tom D)`,
  ]);

  // Another month asks the server again.
  await main(page).getByRole('tab', { name: 'Participação' }).click();
  await main(page).getByRole('combobox', { name: 'Ano' }).selectOption(String(before.year));
  await main(page).getByRole('combobox', { name: 'Mês' }).selectOption(String(before.month));
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toMatchObject({ mes: String(before.month), ano: String(before.year) });
  await expect(summary).toContainText('Escalas no período1');
  expect((await rowsOf(members))[0]).toEqual(['Davi', '1', '0', '0', '100,0%', 'Bateria (1)']);

  // On paper the report stands alone: the shell and the page are hidden.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > [data-print-copy]')).toBeVisible();
  await expect(page.locator('body > [data-print-copy] h1')).toHaveText('Participação');
  await expect(main(page)).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A reload keeps the report on screen, period and tab included.
  await page.reload();
  await expect(main(page).getByRole('combobox', { name: 'Mês' })).toHaveValue(String(before.month));
  await expect(summary).toContainText('Escalas no período1');
});

test('a plain member has no reports: no menu entry, the denied page, 403 from the API', async ({
  browser,
  request,
}) => {
  const band = await bandOfThree(browser, request);
  const { page } = band.carla;
  await page.goto(`/ministerios/${band.ministry.id}`);
  await expect(ministryMenu(page).getByRole('link', { name: 'Repertório' })).toBeVisible();
  await expect(ministryMenu(page).getByRole('link', { name: 'Relatórios' })).toHaveCount(0);

  await page.goto(reportsPath(band.ministry.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  await expect(main(page).getByRole('tab')).toHaveCount(0);
  await page.getByRole('button', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL('/dashboard');

  for (const path of ['participacao', 'musicas']) {
    const refused = await request.get(`/api/relatorios/${path}?ministerio_id=${band.ministry.id}`, {
      headers: bearer(band.carla.account),
    });
    expect(refused.status()).toBe(403);
  }
});

test('on a phone the report fits the screen', async ({ browser, request }) => {
  const band = await bandOfThree(browser, request);
  await bandWithAMonth(band, request);
  const { page } = band.owner;
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto(reportsPath(band.ministry.id));
  await expect(main(page).getByRole('table', { name: 'Membros' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await main(page).getByRole('tab', { name: 'Músicas' }).click();
  await expect(main(page).getByRole('table', { name: 'Músicas mais tocadas' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
