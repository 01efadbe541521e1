import type { MemberStatus, MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import {
  DEMO_MINISTRY_ID,
  DEMO_PASSWORD,
  noMemberPreferences,
  TEST_API_BASE_URL,
  type MockApiServer,
} from '@levita/testing';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach } from 'vitest';
import { renderMembersPage } from '../../../testing/render-members-page';
import { MemberListPage } from '../components/member-list-page';

/** The demo ministry's people by list, as the owner sees them (the API's order: by name). */
export const PENDING = ['Diego Rocha', 'Júlia Ribeiro'];
export const ACTIVE = [
  'Ana Souza',
  'Bruno Lima',
  'Carla Mendes',
  'Elisa Martins',
  'Felipe Costa',
  'Gabriela Alves',
];
export const INACTIVE = ['Henrique Dias'];

/** The members page at /membros, signed in as `standing` (the owner, Ana, by default). */
export function renderMemberList(
  api: MockApiServer,
  { standing, locale }: { standing?: MinistryStanding; locale?: Locale } = {},
) {
  return renderMembersPage(api, <MemberListPage />, {
    route: '/membros',
    at: '/membros',
    standing,
    locale,
    routes: (
      <>
        <Route path="/membros/:membroId/funcoes" element={<p>member functions page</p>} />
        <Route path="/indisponibilidades" element={<p>unavailability page</p>} />
      </>
    ),
  });
}

/** Waits for the lists (the active one is there for every standing). */
export const findLists = () =>
  screen.findByRole('region', { name: /^(Membros ativos|Active members)$/ });

export const sectionOf = (title: string) => screen.getByRole('region', { name: title });

/** The names a list shows, in order. (Plain selectors: role queries over every card are slow.) */
export function namesIn(title: string): string[] {
  return [...sectionOf(title).querySelectorAll('article h3')].map(
    (heading) => heading.textContent ?? '',
  );
}

/** One person's card, wherever it is (by the heading that names it). */
export const cardOf = (name: string) =>
  screen.getByText(name, { selector: 'article h3' }).closest('article')!;

/** The accessible names of the buttons and links a card offers. */
export function controlsOf(name: string): string[] {
  const card = cardOf(name);
  return [
    ...within(card).queryAllByRole('button'),
    ...within(card)
      .queryAllByRole('link')
      .filter((link) => !/^(mailto|tel):/.test(link.getAttribute('href') ?? '')),
  ].map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '');
}

/**
 * Adds people to the demo ministry (each a user with a membership), so a test can pass the
 * search's limit or hold a name of its own.
 */
export function addPeople(
  api: MockApiServer,
  people: { nome: string; status?: MemberStatus; foto_url?: string | null }[],
) {
  const { tables } = api.store;
  const stamp = new Date().toISOString();
  for (const person of people) {
    const userId = api.store.nextId('users');
    tables.users.push({
      id: userId,
      nome: person.nome,
      email: `user${userId}@example.com`,
      telefone: null,
      foto_url: person.foto_url ?? null,
      senha: DEMO_PASSWORD,
      created_at: stamp,
      updated_at: stamp,
    });
    tables.members.push({
      id: api.store.nextId('members'),
      ministry_id: DEMO_MINISTRY_ID,
      user_id: userId,
      status: person.status ?? 'ATIVO',
      admin: 0,
      ...noMemberPreferences(),
      created_at: stamp,
      updated_at: stamp,
    });
  }
}

export interface MemberWrite {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Records, during each test, the PUT and DELETE calls on /membros/{id} the page made (path
 * under the API's base, JSON body or null). Call at the top of a test file.
 */
export function watchMemberWrites(api: MockApiServer) {
  const writes: MemberWrite[] = [];
  const base = new URL(TEST_API_BASE_URL).pathname;
  const record = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.slice(base.length);
    if (!/^\/membros\/\d+$/.test(path) || !['PUT', 'DELETE'].includes(request.method)) return;
    const entry: MemberWrite = { method: request.method, path, body: null };
    writes.push(entry);
    if (request.method === 'PUT')
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
