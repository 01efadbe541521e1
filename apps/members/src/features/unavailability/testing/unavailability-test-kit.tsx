import type { MinistryStanding, UnavailabilityRecord } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { setupMockApiServer, TEST_API_BASE_URL, type MockApiServer } from '@levita/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { renderMembersPage } from '../../../testing/render-members-page';
import { UnavailabilityPage } from '../components/unavailability-page';

// A page's first render through the mock API can take seconds on a busy 2-core machine
// without anything being wrong: a test may take longer than vitest's default 5 s (queries
// wait 5 s: @levita/testing/setup).
vi.setConfig({ testTimeout: 30_000 });

/**
 * The day these tests live on, for the mock API: Wednesday 4 November 2026. The demo then
 * has, in ministry 1: Elisa (member 5) away now, 03/11/2026 to 06/11/2026 "Viagem a
 * trabalho" (id 1); Carla (member 3, the MEMBRO) away 14/11/2026 to 15/11/2026 (id 2);
 * Felipe (member 6) away in the past, 05/10/2026 to 10/10/2026 (id 3); Ana (member 1, the
 * owner) away ahead, 24/11/2026 to 26/11/2026 "Retiro de líderes" (id 4). Bruno (member 2,
 * the ADMIN) has none. Active members: Ana, Bruno, Carla, Elisa, Felipe, Gabriela.
 */
export const TODAY = '2026-11-04';

export const ANA = 1;
export const BRUNO = 2;
export const CARLA = 3;
export const ELISA = 5;

/** The mock API on TODAY, with every call recorded; reset after each test. */
export function setupUnavailabilityApi() {
  const api = setupMockApiServer({ today: TODAY });
  const calls = watchCalls(api);
  return { api, calls };
}

interface SeenCall {
  method: string;
  /** The path under /api with its query string. */
  path: string;
  body: () => Promise<unknown>;
}

function watchCalls(api: MockApiServer) {
  const seen: SeenCall[] = [];
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
    /** "METHOD path" of every call, in order. */
    list: () => seen.map((call) => `${call.method} ${call.path}`),
    /** The writes (POST, PUT, DELETE) as "METHOD path". */
    writes: () =>
      seen.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    /** The body of the one write the test expects (waits for it). */
    async onlyWriteBody(): Promise<unknown> {
      await waitFor(() => expect(seen.filter((call) => call.method !== 'GET')).toHaveLength(1));
      return seen.find((call) => call.method !== 'GET')!.body();
    },
  };
}

/** The unavailability page at `at` ('/indisponibilidades', '?membro=5'...). */
export function renderUnavailability(
  api: MockApiServer,
  {
    at = '/indisponibilidades',
    standing,
    locale,
  }: { at?: string; standing?: MinistryStanding; locale?: Locale } = {},
) {
  return renderMembersPage(api, <UnavailabilityPage />, {
    route: '/indisponibilidades',
    at,
    standing,
    locale,
  });
}

/** Adds a period to the store for a member. */
export function addPeriod(
  api: MockApiServer,
  memberId: number,
  data_inicio: string,
  data_fim: string,
  justificativa: string,
): UnavailabilityRecord {
  const row = {
    id: api.store.nextId('unavailabilities'),
    member_id: memberId,
    data_inicio,
    data_fim,
    justificativa,
    versao: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
  api.store.tables.unavailabilities.push(row);
  return row;
}

/** A section of the page, by its heading. */
export const findSection = (name: string) => screen.findByRole('region', { name });

/** The list of a member's periods, once loaded. */
export const findList = (name: string) =>
  screen.findByRole('list', { name: `Indisponibilidades de ${name}` });

/** The periods shown, as their titles (the date range), in order. */
export function periodTitles(list: HTMLElement): string[] {
  return [...list.querySelectorAll(':scope > li h3')].map((heading) => heading.textContent ?? '');
}

/** The card of a period, by its date range as shown. */
export function periodCard(period: string): HTMLElement {
  const card = [...document.querySelectorAll<HTMLElement>('li > article')].find(
    (article) => article.querySelector('h3')?.textContent === period,
  );
  if (!card) throw new Error(`No period ${period}`);
  return card;
}

/** Types a day into a date input ('yyyy-MM-dd', or '' to clear it). */
export function setDate(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}
