import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Where MSW's browser side registers its worker (`startMockApi` of '@levita/testing/browser'). */
export const mockServiceWorkerPath = '/mockServiceWorker.js';

/**
 * Serves MSW's service worker script at /mockServiceWorker.js while `vite serve` runs, for the
 * standalone harness's mock API. It is read from the installed msw package, so worker and
 * library versions always match, and never copied anywhere: `apply: 'serve'` keeps the plugin
 * out of builds, so no production bundle can register a worker that answers with demo data.
 */
export function mockServiceWorker(): Plugin {
  const script = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'levita:mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(mockServiceWorkerPath, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(readFileSync(script));
      });
    },
  };
}
