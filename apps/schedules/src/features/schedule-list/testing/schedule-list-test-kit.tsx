import type { MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { setupMockApiServer, type DemoSchedule, type MockApiServer } from '@levita/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, useLocation, useNavigate, useParams } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { ScheduleListPage } from '../components/schedule-list-page';

/**
 * The day the list tests live on: Wednesday 4 November 2026, for the browser (the default
 * month) and for the mock API (the demo's schedules follow it). The demo then has, in
 * November: 1/11 "Culto de domingo" (finished), 8/11 "Culto de domingo" (published, led by
 * Carla), 11/11 "Ensaio do louvor" (draft), 14/11 "Vigília de oração" (published, 23:30, no
 * location); and in October 25/10 "Culto de domingo" (finished).
 */
export const TODAY = '2026-11-04';
const NOW = new Date(2026, 10, 4, 10, 0, 0);

/** The November list as the owner sees it, in calendar order. */
export const NOVEMBER = [
  'Culto de domingo',
  'Culto de domingo',
  'Ensaio do louvor',
  'Vigília de oração',
];

/** The mock API on TODAY and the browser's clock on it too; reset after each test. */
export function setupScheduleListApi(): MockApiServer {
  const api = setupMockApiServer({ today: TODAY });
  beforeEach(() => {
    // Only Date: timers stay real unless a test takes the fake clock.
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    api.server.events.removeAllListeners();
    vi.useRealTimers();
  });
  return api;
}

/**
 * Fake timers (the clock still on TODAY) that still let userEvent and the mock API run, and
 * a userEvent that moves them.
 */
export function fakeClockUser() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

function DetailProbe() {
  return <h1>{`escala ${useParams().escalaId}`}</h1>;
}

function NewScheduleProbe() {
  return <h1>nova escala</h1>;
}

/** Writes down every location the router goes through, in order (a repeat once). */
function LocationLog({ visited }: { visited: string[] }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (visited.at(-1) !== `${pathname}${search}`) visited.push(`${pathname}${search}`);
  }, [pathname, search, visited]);
  return null;
}

/** The browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      browser back
    </button>
  );
}

interface RenderListOptions {
  at?: string;
  standing?: MinistryStanding;
  locale?: Locale;
}

/**
 * The list at `at`, with stubs for the detail and the wizard it links to, a Back button, and
 * the log of the locations it went through.
 */
export function renderScheduleList(
  api: MockApiServer,
  { at = '/', standing, locale }: RenderListOptions = {},
) {
  const visited: string[] = [];
  const view = renderSchedulesPage(
    api,
    <>
      <ScheduleListPage />
      <BackButton />
      <LocationLog visited={visited} />
    </>,
    {
      route: '/',
      at,
      standing,
      locale,
      routes: (
        <>
          <Route path="/nova" element={<NewScheduleProbe />} />
          <Route path="/:escalaId" element={<DetailProbe />} />
        </>
      ),
    },
  );
  /** Every location the list went through, the first included. */
  return { ...view, visited };
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/**
 * The schedule list, named by its period. A selector rather than a role query: role queries
 * over ten cards are slow, and the tests ask this often.
 */
function queryList(): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    'ul[aria-label^="Escalas de "], ul[aria-label^="Schedules in "]',
  );
}

/** The schedule list, once loaded. */
export function findList(): Promise<HTMLElement> {
  return waitFor(() => {
    const list = queryList();
    if (!list) throw new Error('The schedule list is not there');
    return list;
  });
}

/** The titles of the listed schedules, in order. */
export function scheduleTitles(): string[] {
  const list = queryList();
  if (!list) return [];
  return [...list.querySelectorAll(':scope > li h2')].map((heading) => heading.textContent ?? '');
}

/** The card of a schedule, by its title and, when titles repeat, its day ('08/11/2026'). */
export function cardOf(title: string, day?: string): HTMLElement {
  const cards = [...document.querySelectorAll<HTMLElement>('article')].filter(
    (card) =>
      card.querySelector('h2')?.textContent === title &&
      (!day || card.querySelector('time')?.getAttribute('dateTime')?.startsWith(isoDay(day))),
  );
  if (cards.length !== 1) throw new Error(`${cards.length} cards for ${title} ${day ?? ''}`);
  return cards[0]!;
}

/** '08/11/2026' as '2026-11-08'. */
function isoDay(day: string): string {
  const [date, month, year] = day.split('/');
  return `${year}-${month}-${date}`;
}

/** The query strings of the GET /escalas calls the page makes. */
export function recordListRequests(api: MockApiServer): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/escalas') seen.push(url.searchParams);
  });
  return seen;
}

/** Adds `count` published schedules on `date` ('yyyy-MM-dd'), titled "Extra 01"... */
export function addSchedules(api: MockApiServer, count: number, date: string) {
  const base = api.store.schedule(3)!;
  for (let index = 1; index <= count; index += 1) {
    const schedule: DemoSchedule = {
      ...base,
      id: api.store.nextId('schedules'),
      titulo: `Extra ${String(index).padStart(2, '0')}`,
      data: date,
      // Later ones later in the day, so the calendar order is the number order.
      horario: `${String(index % 24).padStart(2, '0')}:00`,
      publicada: 1,
      finalizada: 0,
      songs: [],
      members: [],
    };
    api.store.tables.schedules.push(schedule);
  }
}
