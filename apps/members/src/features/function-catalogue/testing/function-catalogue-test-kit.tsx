import type { MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { TEST_API_BASE_URL, type MockApiServer } from '@levita/testing';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { renderMembersPage } from '../../../testing/render-members-page';
import { FunctionCataloguePage } from '../components/function-catalogue-page';

/** The demo ministry's 18 default functions in pt-BR, as the page orders them. */
export const DEFAULT_NAMES_PT = [
  'Acordeão',
  'Baixo',
  'Bateria',
  'Flauta',
  'Gaita',
  'Guitarra',
  'Mídia',
  'Ministro',
  'Pandeiro',
  'Percussão',
  'Piano',
  'Saxofone',
  'Teclado',
  'Técnico de som',
  'Triângulo',
  'Violão',
  'Violino',
  'Vocal',
];

/** The functions page at /funcoes, signed in as `standing` (the owner by default). */
export function renderCatalogue(
  api: MockApiServer,
  { standing, locale }: { standing?: MinistryStanding; locale?: Locale } = {},
) {
  return renderMembersPage(api, <FunctionCataloguePage />, {
    route: '/funcoes',
    at: '/funcoes',
    standing,
    locale,
  });
}

/** Waits for the cards. */
export const findCards = () =>
  screen.findByRole('list', { name: /^(Funções do ministério|The ministry's roles)$/ });

/** The names the cards show, in order. (Plain selectors: role queries over 18 cards are slow.) */
export const cardNames = () =>
  [...document.querySelectorAll('article h2')].map((heading) => heading.textContent ?? '');

/** The card named `name` (its heading). */
export const cardOf = (name: string) =>
  screen.getByText(name, { selector: 'article h2' }).closest('article')!;

/** The icon a card shows (`data-icon` of its svg: the icon's name, or "palette"). */
export const iconOf = (name: string) =>
  cardOf(name).querySelector('svg[data-icon]')?.getAttribute('data-icon');

export interface FunctionWrite {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Records, during each test, the POST, PUT and DELETE calls on functions the page made (path
 * under the API's base, JSON body or null). Call at the top of a test file.
 */
export function watchFunctionWrites(api: MockApiServer) {
  const writes: FunctionWrite[] = [];
  const base = new URL(TEST_API_BASE_URL).pathname;
  const record = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.slice(base.length);
    if (request.method === 'GET' || !/^(\/funcoes\/\d+|\/ministerios\/\d+\/funcoes)$/.test(path))
      return;
    const entry: FunctionWrite = { method: request.method, path, body: null };
    writes.push(entry);
    if (request.method !== 'DELETE')
      void request
        .clone()
        .json()
        .then((body: unknown) => (entry.body = body));
  };
  beforeEach(() => {
    writes.length = 0;
    api.server.events.on('request:start', record);
  });
  afterEach(() => {
    api.server.events.removeListener('request:start', record);
  });
  return writes;
}
