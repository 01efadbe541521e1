import type { Browser, BrowserContext } from '@playwright/test';

/** What POST /api/login answers and the shell keeps in localStorage. */
export interface SignedInSession {
  access_token: string;
  token_expiration: string;
  usuario: unknown;
}

/**
 * A fresh browser context in pt-BR (an empty cache), signed in as the shell is after a login
 * when `session` is given: the session is written before any page script runs.
 */
export async function newBenchContext(
  browser: Browser,
  session?: SignedInSession,
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  if (session) {
    // Runs in the page, where localStorage exists (bench/ compiles without the DOM types).
    await context.addInitScript((stored: SignedInSession) => {
      type PageStorage = { setItem(key: string, value: string): void };
      const storage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
      storage.setItem('token', stored.access_token);
      storage.setItem('token_expiration', stored.token_expiration);
      storage.setItem('usuario', JSON.stringify(stored.usuario));
    }, session);
  }
  return context;
}
