import { apiPaths } from '@levita/contracts';
import { createMockApi } from '@levita/testing/mock-api';
import type { FastifyInstance } from 'fastify';
import { getResponse } from 'msw';
import { todayIn } from '../src/calendar/today';
import { multipart } from './ministry-fixtures';

/*
 * The same story told to the API and to the mock API that every component test runs on, call
 * by call, so that a test can require both to answer alike. Each side starts empty and is
 * built by the same requests in the same order, so the ids each hands out are the same; what
 * may differ by nature (instants, the random access code) is masked before comparing.
 */

export interface Answer {
  status: number;
  body: unknown;
}

/** A body: JSON, or the fields of a multipart form (creating a ministry). */
export type Body = object | { multipart: Record<string, string> };

export interface Side {
  /** Calls `path` (under /api) as the person with this e-mail, or as nobody (null). */
  call(as: string | null, method: string, path: string, body?: Body): Promise<Answer>;
}

export const PASSWORD = 'Paridade@2026';

const isMultipart = (body: Body | undefined): body is { multipart: Record<string, string> } =>
  body !== undefined && 'multipart' in body;

/** The API, signed in per person with the tokens its own sign-in hands out. */
export function apiSide(app: FastifyInstance): Side {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const response = await app.inject({
      method: 'POST',
      url: `/api${apiPaths.login}`,
      payload: { email, senha: PASSWORD },
    });
    const token = response.json<{ access_token?: string }>().access_token;
    if (!token) throw new Error(`${email} cannot sign in to the API: ${response.body}`);
    tokens.set(email, token);
    return token;
  };
  return {
    async call(as, method, path, body) {
      const auth: Record<string, string> = as
        ? { authorization: `Bearer ${await tokenOf(as)}` }
        : {};
      const form = isMultipart(body) ? await multipart(body.multipart) : undefined;
      const response = await app.inject({
        method: method as 'GET',
        url: `/api${path}`,
        headers: { ...auth, ...form?.headers },
        ...(form ? { payload: form.payload } : body ? { payload: body } : {}),
      });
      return { status: response.statusCode, body: response.body ? response.json() : null };
    },
  };
}

/**
 * The mock API over an empty store, on the API's calendar date. It holds one session, as a
 * browser does: a call as someone else signs them in first.
 */
export function mockSide(app: FastifyInstance): Side {
  const api = createMockApi({
    baseUrl: 'http://mock.test/api',
    today: todayIn(app.config.timeZone),
  });
  const tables = api.store.tables;
  for (const name of Object.keys(tables) as (keyof typeof tables)[]) tables[name] = [];
  api.signOut();
  let signedIn: string | null = null;

  const send = async (method: string, path: string, body?: Body) => {
    const form = new FormData();
    if (isMultipart(body))
      for (const [name, value] of Object.entries(body.multipart)) form.append(name, value);
    const request = new Request(`http://mock.test/api${path}`, {
      method,
      headers: {
        authorization: 'Bearer parity',
        ...(body && !isMultipart(body) ? { 'content-type': 'application/json' } : {}),
      },
      body: isMultipart(body) ? form : body && JSON.stringify(body),
    });
    const response = await getResponse(api.handlers, request);
    if (!response) throw new Error(`The mock API does not answer ${method} ${path}`);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };

  return {
    async call(as, method, path, body) {
      if (as === null) api.signOut();
      else if (as !== signedIn) {
        const login = await send('POST', apiPaths.login, { email: as, senha: PASSWORD });
        if (login.status !== 200) throw new Error(`${as} cannot sign in to the mock API`);
      }
      signedIn = as;
      return send(method, path, body);
    },
  };
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** An answer with what differs by nature masked: instants and access codes. */
export function comparable(value: unknown, key?: string): unknown {
  if (key === 'codigo_acesso' && typeof value === 'string') return '<code>';
  if (typeof value === 'string' && INSTANT.test(value)) return '<instant>';
  if (Array.isArray(value)) return value.map((item) => comparable(item));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, comparable(item, name)]),
    );
  return value;
}

/** Both sides at once: each step is sent to both and the answers must agree. */
export function paritySides(app: FastifyInstance) {
  const sides = { api: apiSide(app), mock: mockSide(app) };
  /** `path` may differ per side where a value each drew is in it (an access code). */
  const both = async (
    as: string | null,
    method: string,
    path: string | ((side: keyof typeof sides) => string),
    body?: Body,
  ): Promise<{ api: Answer; mock: Answer }> => {
    const pathOf = (side: keyof typeof sides) => (typeof path === 'string' ? path : path(side));
    const api = await sides.api.call(as, method, pathOf('api'), body);
    const mock = await sides.mock.call(as, method, pathOf('mock'), body);
    return { api, mock };
  };
  return { sides, both };
}

/** Fills a path's parameters: pathTo(apiPaths.member, { id: 3 }). */
export const pathTo = (pattern: string, params: Record<string, string | number>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
