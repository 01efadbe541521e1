// Stage mode: a musician reads the setlist on a stand, one song at a time in the schedule's
// key, turning with the arrows or a pedal, the screen dark.
// Needs: production builds in dist/ served by the API process from playwright.config.ts.
// The words of the charts were written for this test.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { bandOfThree, createSchedule, createSong, localDay } from '../support/team';

const chart = (key: string, lines: string[]) => [`{key: ${key}}`, ...lines].join('\n');

/** The chords the stage shows, in order. */
const chords = (page: Page) =>
  page
    .getByRole('region', { name: 'Modo palco' })
    .locator('[data-chart] [data-chord]')
    .evaluateAll((found) => found.map((chord) => chord.textContent).filter(Boolean));

test('a musician opens the setlist in stage mode and turns the songs with keys and a pedal', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { ministry, owner, bruno, memberIds, functionIds } = await bandOfThree(browser, request);
  const first = await createSong(request, owner.account, ministry.id, {
    nome: 'Manhã de Louvor',
    artista: 'Levita',
    tom: 'G',
    duracao: 200,
    cifra: chart('G', ['[G]Cedo eu me [D]levanto', '[Em]para te [C]louvar']),
  });
  const second = await createSong(request, owner.account, ministry.id, {
    nome: 'Rio de Paz',
    artista: 'Levita',
    tom: 'C',
    cifra: chart(
      'C',
      Array.from({ length: 60 }, (_, line) => `[C]Corre o rio [G]linha ${line + 1} [Am]de paz`),
    ),
  });
  const scheduleId = await createSchedule(request, owner.account, ministry.id, {
    titulo: 'Culto de domingo',
    data: localDay(2),
    publicada: true,
    musicas_escaladas: [{ musica_id: first }, { musica_id: second, tom_alterado: 'D' }],
    membros_escalados: [{ membro_id: memberIds.bruno, funcao_id: functionIds.violao }],
  });

  const { page } = bruno;
  // A tablet on a music stand.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/ministerios/${ministry.id}/escalas/${scheduleId}`);
  await page.getByRole('link', { name: 'Modo palco' }).click();
  await expect(page).toHaveURL(new RegExp(`/escalas/${scheduleId}/palco$`));

  const stage = page.getByRole('region', { name: 'Modo palco' });
  await expect(stage.getByRole('heading', { level: 1, name: 'Manhã de Louvor' })).toBeFocused();
  await expect(stage.getByText('1 de 2')).toBeVisible();
  await expect(stage.getByText('Próxima: Rio de Paz (D)')).toBeVisible();
  await expect.poll(() => chords(page)).toEqual(['G', 'D', 'Em', 'C']);
  // Over the whole window, the shell's bars included.
  const onTop = await page.evaluate(
    () => document.elementFromPoint(20, 20)?.closest('[aria-label="Modo palco"]') !== null,
  );
  expect(onTop).toBe(true);
  // Dark by default, whatever the app's theme.
  await expect(stage).toHaveCSS('background-color', 'rgb(19, 17, 32)');

  // The arrow goes to the next song, in the schedule's key.
  await page.keyboard.press('ArrowRight');
  await expect(stage.getByRole('heading', { level: 1, name: 'Rio de Paz' })).toBeVisible();
  await expect(stage.getByText('Tom: D')).toBeVisible();
  await expect.poll(async () => (await chords(page)).slice(0, 3)).toEqual(['D', 'A', 'Bm']);
  await expect(stage.getByText('Última música')).toBeVisible();

  // A pedal's PageDown turns a page of the long chart before anything else.
  const body = stage.getByRole('region', { name: 'Cifra de Rio de Paz' });
  await page.keyboard.press('PageDown');
  await expect.poll(() => body.evaluate((box) => box.scrollTop)).toBeGreaterThan(200);
  await expect(stage.getByRole('heading', { level: 1, name: 'Rio de Paz' })).toBeVisible();
  // PageUp at the top of the chart goes back a song.
  await body.evaluate((box) => box.scrollTo({ top: 0 }));
  await page.keyboard.press('PageUp');
  await expect(stage.getByRole('heading', { level: 1, name: 'Manhã de Louvor' })).toBeVisible();

  // On a phone the controls wrap and the chart still reads.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(stage.getByRole('button', { name: /Próxima música/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('stage-phone.png') });

  // Escape leaves for the schedule.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/escalas/${scheduleId}$`));
});
