import type { Browser, Page } from '@playwright/test';
import { call } from '../support/api-call';
import { newBenchContext, type SignedInSession } from '../support/browser-session';

/** The goal: a click in the side menu shows the next page's content within this (median). */
export const menuClickGoalMs = 300;
/**
 * Part 1 §2 and §9: every page change shows the loading skeleton for this long, so content
 * cannot be on screen sooner; the new page is built behind it meanwhile (PageOutlet).
 */
export const pageSkeletonMs = 300;
const CLICKS = 5;

/** One click: when the next page's content was in the page (still hidden), and on screen. */
export interface ClickTiming {
  /** Milliseconds from the click until the content is built, behind the skeleton. */
  ready: number;
  /** Milliseconds from the click until the content is visible. */
  visible: number;
}

export interface MenuTimings {
  /** Repertoire list -> ministry home, one figure per click. */
  toHome: ClickTiming[];
  /** Ministry home -> repertoire list. */
  toRepertoire: ClickTiming[];
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

/** What the timer looks for: the first visible element matching `selector` (and `text`). */
interface Content {
  selector: string;
  text?: string;
}

/**
 * Runs in the page: clicks the side-menu link named `link`, then looks at every frame for the
 * first element matching `selector` (containing `text`), in the page and then visible, and
 * resolves with the milliseconds since the click of each. The old page's element is gone by
 * the first frame (the outlet swaps pages at once, the new one hidden). Plain JavaScript in a
 * string: the TypeScript runner would otherwise wrap its inner functions in a helper the page
 * does not have.
 */
const timeClickInPage = `async ({ link, selector, text }) => {
  const find = (query, words, visible) =>
    [...document.querySelectorAll(query)].find(
      (element) =>
        (!visible || element.checkVisibility()) && (!words || element.textContent.includes(words)),
    );
  const anchor = find('nav[aria-label="Menu do ministério"] a', link, true);
  if (!anchor) throw new Error('no menu link ' + link);
  const started = performance.now();
  anchor.click();
  let ready;
  return new Promise((resolve) => {
    const look = () => {
      const now = performance.now() - started;
      if (ready === undefined && find(selector, text, false)) ready = now;
      if (find(selector, text, true)) resolve({ ready: ready ?? now, visible: now });
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}`;

/**
 * Milliseconds from a click on a side-menu link to `content` on screen, timed inside the page
 * (a frame's precision). Waiting from outside would add the test runner's polling, which
 * backs off to 500 ms between looks and made every click read about 840 ms.
 */
async function clickUntil(page: Page, link: string, content: Content): Promise<ClickTiming> {
  const time = await page.evaluateHandle(`(${timeClickInPage})`);
  return (await time.evaluate(
    (run, args) => (run as unknown as (input: typeof args) => Promise<ClickTiming>)(args),
    { link, ...content },
  )) as ClickTiming;
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
  const context = await newBenchContext(browser, session);
  const page = await context.newPage();
  const homeTitle = { selector: 'main h1', text: ministry.nome };
  const firstSong = { selector: 'main table tbody tr' };
  await page.goto(`${base}/ministerios/${ministry.id}/musicas`);
  await page.locator(firstSong.selector).first().waitFor();

  const timings: MenuTimings = { toHome: [], toRepertoire: [] };
  for (let round = 0; round < CLICKS; round++) {
    timings.toHome.push(await clickUntil(page, 'Início do ministério', homeTitle));
    timings.toRepertoire.push(await clickUntil(page, 'Repertório', firstSong));
  }
  await context.close();
  return timings;
}
