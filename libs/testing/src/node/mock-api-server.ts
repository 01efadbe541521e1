import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockApi, type MockApi, type MockApiOptions } from '../mock-api';

export interface MockApiServer extends MockApi {
  /** The msw/node server: `server.use(...)` overrides one endpoint for one test. */
  server: SetupServer;
}

/** The mock API behind an msw/node server (not listening yet: call `server.listen()`). */
export function createMockApiServer(options?: MockApiOptions): MockApiServer {
  const api = createMockApi(options);
  return { ...api, server: setupServer(...api.handlers) };
}

/**
 * For a component test file: the mock API answers every call of the file, unknown requests
 * fail the test, and after each test the overrides, the demo data and the session are reset.
 */
export function setupMockApiServer(options?: MockApiOptions): MockApiServer {
  const api = createMockApiServer(options);
  beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    api.server.resetHandlers();
    api.reset();
  });
  afterAll(() => api.server.close());
  return api;
}
