import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockApi, type MockApi, type MockApiOptions } from './mock-api';

export * from './mock-api';

export interface MockApiWorker extends MockApi {
  worker: SetupWorker;
}

/**
 * The mock API in a browser, through MSW's service worker (the standalone harness). The
 * page's origin must serve /mockServiceWorker.js: the federation Vite config does during
 * `vite serve`, never in a build. Requests that are not API calls pass through untouched.
 */
export async function startMockApi(options: MockApiOptions = {}): Promise<MockApiWorker> {
  const api = createMockApi({ baseUrl: `${window.location.origin}/api`, ...options });
  const worker = setupWorker(...api.handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return { ...api, worker };
}
