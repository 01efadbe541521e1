import { TEST_API_BASE_URL } from '../render/render-with-providers';
import type { MockApiServer } from './mock-api-server';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';

export interface WatchedRequest {
  method: string;
  url: URL;
  /** The JSON body as the server got it. */
  json: () => Promise<Record<string, unknown>>;
}

export interface RequestMatcher {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path under the API's base ('/escalas', '/escalas/3', '/relatorios/musicas'). */
  path: string | RegExp;
}

/**
 * Records, during each test, every call the page made that matches one of the matchers (with
 * its query string and body). Call at the top of a test file, after setupMockApiServer.
 */
export function watchRequests(api: MockApiServer, ...matchers: RequestMatcher[]) {
  const requests: WatchedRequest[] = [];
  const base = new URL(TEST_API_BASE_URL).pathname;
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
    const matches = matchers.some(
      (matcher) =>
        matcher.method === request.method &&
        (typeof matcher.path === 'string' ? matcher.path === path : matcher.path.test(path)),
    );
    if (!matches) return;
    const copy = request.clone();
    requests.push({
      method: request.method,
      url,
      json: async () => (await copy.clone().json()) as Record<string, unknown>,
    });
  };
  beforeEach(() => {
    requests.length = 0;
    api.server.events.on('request:start', record);
  });
  afterEach(() => {
    api.server.events.removeListener('request:start', record);
  });
  return {
    requests,
    /** The body of the one call the test expects (waits for it). */
    async onlyBody(): Promise<Record<string, unknown>> {
      await waitFor(() => expect(requests).toHaveLength(1));
      return requests[0]!.json();
    },
    /** The `versao` each body carried, in order: the versions an edit screen said it read. */
    versions: () => Promise.all(requests.map(async (request) => (await request.json()).versao)),
  };
}
