import type { Browser, Page } from '@playwright/test';
import { call } from '../support/api-call';

/** Issue 22: a click in the side menu shows the next page's content within this (median). */
export const menuClickGoalMs = 300;
const CLICKS = 5;

export interface SignedInSession {
  access_token: string;
  token_expiration: string;
  usuario: unknown;
}

export interface MenuTimings {
  /** Repertoire list -> ministry home, one figure per click (ms). */
  toHome: number[];
  /** Ministry home -> repertoire list. */
  toRepertoire: number[];
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Five songs, so the repertoire list has rows to show. */
export async function seedSongs(base: string, token: string, ministryId: number) {
  for (let index = 1; index <= 5; index++)
    await call(base, 'POST', '/api/musicas', {
      body: { ministerio_id: ministryId, nome: `Canção ${index}`, artista: 'Levita' },
      token,
      expected: 201,
    });
}

/** Milliseconds from the click to `content` visible. */
async function clickUntil(page: Page, link: string, content: () => Promise<void>) {
  const menu = page.getByRole('navigation', { name: 'Menu do ministério' });
  const started = performance.now();
  await menu.getByRole('link', { name: link, exact: true }).click();
  await content();
  return performance.now() - started;
}

/**
 * Clicks between the repertoire list and the ministry home through the side menu, five times
 * each way, in a signed-in page of the production build: from the click until the next page's
 * content (the home's title, the list's first song) is on screen. The first visit is not
 * counted: every click finds the scripts already loaded, as a person's would.
 */
export async function measureMenuClicks(
  browser: Browser,
  base: string,
  session: SignedInSession,
  ministry: { id: number; nome: string },
): Promise<MenuTimings> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  await context.addInitScript((stored: SignedInSession) => {
    type PageStorage = { setItem(key: string, value: string): void };
    const storage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
    storage.setItem('token', stored.access_token);
    storage.setItem('token_expiration', stored.token_expiration);
    storage.setItem('usuario', JSON.stringify(stored.usuario));
  }, session);
  const page = await context.newPage();
  const homeTitle = () => page.getByRole('heading', { level: 1, name: ministry.nome }).waitFor();
  const firstSong = () =>
    page
      .getByRole('link', { name: /^Ver detalhes de/ })
      .first()
      .waitFor();
  await page.goto(`${base}/ministerios/${ministry.id}/musicas`);
  await firstSong();

  const timings: MenuTimings = { toHome: [], toRepertoire: [] };
  for (let round = 0; round < CLICKS; round++) {
    timings.toHome.push(await clickUntil(page, 'Início do ministério', homeTitle));
    timings.toRepertoire.push(await clickUntil(page, 'Repertório', firstSong));
  }
  await context.close();
  return timings;
}
