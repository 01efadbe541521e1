// Needs: production builds in dist/ served by the API process from playwright.config.ts.
// The words of the chart were written for this test.
import type { Page } from '@playwright/test';
import { expect, expectNoBarriers, test } from '../support/test';
import { bearer } from '../support/people';
import { bandOfThree, createSchedule, localDay } from '../support/team';

const main = (page: Page) => page.getByRole('main');
/** The chords the chart on screen shows, in order (the printer's copy left out). */
const chordsOnScreen = (page: Page) =>
  main(page)
    .locator('[data-chart] [data-chord]')
    .evaluateAll((chords) => chords.map((chord) => chord.textContent).filter(Boolean));

/** What a person copies from a chord site: key line, bracketed labels, chords over lyrics. */
const pasted = [
  'Tom: G',
  '',
  '[Intro] G  D/F#  Em7  C7M',
  '',
  '[Primeira Parte]',
  'G          D/F#',
  'Vem, ó povo, louvar ao Rei',
  'C7M            Am7(11)    D4  D',
  'Com alegria no coração',
  '',
  '[Refrão]',
  'G       B7/D#     Em',
  'Santo é o Senhor',
].join('\n');

test('a chart pasted into a song is read in the schedule’s key, with the singers’ keys and printed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { ministry, owner, carla, memberIds, functionIds } = await bandOfThree(browser, request);
  const songsPath = `/ministerios/${ministry.id}/musicas`;
  const schedulesPath = `/ministerios/${ministry.id}/escalas`;

  await test.step('Ana pastes a chart into a new song and sees it before saving', async () => {
    const { page } = owner;
    await page.goto(`${songsPath}/nova`);
    await page.getByLabel('Nome da música').fill('Vem, Ó Povo');
    await page.getByLabel('Artista').fill('Levita');
    await page.getByRole('combobox', { name: 'Tom', exact: true }).selectOption('G');
    await page.getByLabel('Cifra (ChordPro ou acordes sobre a letra)').fill(pasted);
    await expect(page.getByText(/Acordes sobre a letra: será salva em ChordPro/)).toBeVisible();
    const preview = page.getByRole('region', { name: 'Pré-visualização' });
    await expect(preview.getByText('Primeira Parte')).toBeVisible();
    await expectNoBarriers(page, 'song form with a chart');
    await page.getByRole('button', { name: 'Salvar música' }).click();
    await expect(page).toHaveURL(songsPath, { timeout: 15_000 });
  });

  const { musicas } = (await (
    await request.get(`/api/musicas?ministerio_id=${ministry.id}`, {
      headers: bearer(owner.account),
    })
  ).json()) as { musicas: { id: number; nome: string; tem_cifra: boolean }[] };
  const saved = musicas.find((song) => song.nome === 'Vem, Ó Povo')!;
  expect(saved.tem_cifra).toBe(true);
  const songId = saved.id;
  const scheduleId = await createSchedule(request, owner.account, ministry.id, {
    titulo: 'Culto de louvor',
    data: localDay(3),
    publicada: true,
    musicas_escaladas: [{ musica_id: songId, tom_alterado: 'A' }],
    membros_escalados: [{ membro_id: memberIds.carla, funcao_id: functionIds.vocal }],
  });

  await test.step('Carla opens the schedule and reads the chart in A', async () => {
    const { page } = carla;
    await page.goto(`${schedulesPath}/${scheduleId}`);
    await main(page).getByRole('link', { name: 'Cifra no tom A' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vem, Ó Povo' })).toBeVisible();
    // Written in G, played in A: the qualities as written, the bass of B7/D# spelled in A.
    await expect
      .poll(() => chordsOnScreen(page))
      .toEqual([
        ...['A', 'E/G#', 'F#m7', 'D7M'],
        ...['A', 'E/G#', 'D7M', 'Bm7(11)', 'E4', 'E'],
        ...['A', 'C#7/F', 'F#m'],
      ]);
    await expectNoBarriers(page, 'chart page');
  });

  await test.step('Carla saves the key she sings it in', async () => {
    const { page } = carla;
    await page.goto(`${songsPath}/${songId}`);
    const keys = page.getByRole('region', { name: 'Tom por cantor' });
    await keys.getByRole('combobox', { name: 'Meu tom' }).selectOption('Bb');
    await expect(keys).toContainText(/Tons da equipe: Carla[^:]*: Bb/);
  });

  await test.step('Ana sees Carla’s key beside the key select and takes it', async () => {
    const { page } = owner;
    await page.goto(`${schedulesPath}/editar/${scheduleId}`);
    await page.getByRole('tab', { name: /Músicas/ }).click();
    const choices = page.getByRole('group', {
      name: 'Tons salvos pelos cantores para Vem, Ó Povo',
    });
    await choices.getByRole('button', { name: /Carla[^:]*: Bb/ }).click();
    await expect(page.getByRole('combobox', { name: 'Tom de Vem, Ó Povo' })).toHaveValue('Bb');
  });

  await test.step('the setlist prints with the chart in the schedule’s key', async () => {
    const { page } = owner;
    await page.goto(`${schedulesPath}/${scheduleId}/imprimir`);
    await page.getByRole('checkbox', { name: 'Com cifras' }).check();
    await expect(page).toHaveURL(/cifras=1/);
    const printed = page.locator('[data-print-copy]');
    await expect(printed).toContainText('1. Vem, Ó Povo · Tom: A');
    await expect(printed.locator('[data-chart] [data-chord]').first()).toHaveText('A');
    await page.emulateMedia({ media: 'print' });
    await expect(printed).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    // Two pages at least: the sheet, then the chart on a page of its own.
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });
});
