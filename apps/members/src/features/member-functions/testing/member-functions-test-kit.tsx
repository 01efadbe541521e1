import type { MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { TEST_API_BASE_URL, type MockApiServer } from '@levita/testing';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { renderMembersPage } from '../../../testing/render-members-page';
import { MemberFunctionsPage } from '../components/member-functions-page';

// A page's first render through the mock API can take seconds on a busy 2-core machine
// without anything being wrong: a test may take longer than vitest's default 5 s (queries
// wait 5 s: @levita/testing/setup).
vi.setConfig({ testTimeout: 30_000 });

/**
 * Demo ministry 1: Ana (member 1, owner) holds Ministro (assignment 1, principal) and Violão
 * (assignment 2); Carla (member 3) holds Vocal (assignment 5, principal); Henrique (member 8)
 * is inactive; member 10 belongs to another ministry. The ministry has the 18 default
 * functions, ids 1-18 (Vocal 1, Ministro 2, Violão 3, Baixo 5, Teclado 7, Flauta 10...).
 */
export const ANA = 1;
export const CARLA = 3;

export const MEMBERS_STUB = 'Lista de membros';

/** The page at `at`, with a stub of the members page it leads back to. */
export function renderFunctionsPage(
  api: MockApiServer,
  at: string,
  {
    standing,
    locale,
    page = <MemberFunctionsPage />,
  }: { standing?: MinistryStanding; locale?: Locale; page?: ReactElement } = {},
) {
  return renderMembersPage(api, page, {
    route: '/membros/:membroId/funcoes',
    at,
    standing,
    locale,
    routes: <Route path="/membros" element={<h1>{MEMBERS_STUB}</h1>} />,
  });
}

export interface SeenRequest {
  method: string;
  path: string;
  body: () => Promise<unknown>;
}

/** Every call the page makes during each test, with its path under /api and its body. */
export function watchApiCalls(api: MockApiServer) {
  const seen: SeenRequest[] = [];
  const base = new URL(TEST_API_BASE_URL).pathname;
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const copy = request.clone();
    seen.push({
      method: request.method,
      path: url.pathname.slice(base.length) + url.search,
      body: async () => (await copy.clone().json()) as unknown,
    });
  };
  beforeEach(() => {
    seen.length = 0;
    api.server.events.on('request:start', record);
  });
  afterEach(() => {
    api.server.events.removeListener('request:start', record);
  });
  return {
    seen,
    /** The writes (POST, PUT, DELETE) the page sent, as "METHOD path". */
    writes: () =>
      seen.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    /** The body of the one write the test expects (waits for it). */
    async onlyWriteBody(): Promise<unknown> {
      await waitFor(() => expect(seen.filter((call) => call.method !== 'GET')).toHaveLength(1));
      return seen.find((call) => call.method !== 'GET')!.body();
    },
  };
}

/** The member's name, once the page has loaded. */
export const findTitle = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The function cards' titles, in order. */
export function cardTitles(): string[] {
  return [...document.querySelectorAll('article h2')].map((heading) => heading.textContent ?? '');
}

/** The card of a function, by its name. */
export function cardOf(name: string): HTMLElement {
  const card = [...document.querySelectorAll<HTMLElement>('article')].find(
    (article) => article.querySelector('h2')?.textContent === name,
  );
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}
