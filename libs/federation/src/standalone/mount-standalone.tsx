import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteProps } from '../remote-props';
import { loadHarnessSettings, saveHarnessSettings } from './harness-settings';
import { StandaloneHarness, type StandaloneMockApi } from './standalone-harness';

/** What `@levita/testing/browser` offers: its module is handed over as `mockApi`. */
export interface StandaloneMockModule {
  startMockApi: () => Promise<StandaloneMockApi>;
}

export interface StandaloneOptions extends Partial<RemoteProps> {
  basePath: string;
  /**
   * Loads the MSW mock API. Pass it only in development
   * (`import.meta.env.DEV ? () => import('@levita/testing/browser') : undefined`), so a
   * production build carries no mocks; VITE_API_URL turns it off as well.
   */
  mockApi?: () => Promise<StandaloneMockModule>;
}

/**
 * Runs a remote on its own (`nx serve <remote>`) under the harness toolbar, with a demo
 * session answered by the mock API, or by the API at VITE_API_URL when it is set (then the
 * token is VITE_API_TOKEN, or the shell's saved `token` when served from the same origin).
 * Not part of the federated build: only index.html's entry imports it.
 */
export async function mountStandalone(
  Root: ComponentType<RemoteProps>,
  { mockApi: loadMockApi, ...remoteProps }: StandaloneOptions,
): Promise<void> {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html needs a #root element');
  const apiUrl: string | null = import.meta.env.VITE_API_URL || null;
  // The worker must be running before the remote's first request, or that request escapes it.
  const mockApi = !apiUrl && loadMockApi ? await (await loadMockApi()).startMockApi() : null;
  const token: string | null =
    import.meta.env.VITE_API_TOKEN || window.localStorage.getItem('token') || null;

  createRoot(element).render(
    <StandaloneHarness
      Root={Root}
      remoteProps={{
        onUnauthorized: () => console.warn('[standalone] onUnauthorized: the session expired'),
        navigate: (to) => console.warn(`[standalone] navigate outside the remote: ${to}`),
        notify: (notice) => console.warn(`[standalone] ${notice.type}: ${notice.message}`),
        getToken: () => token,
        apiBaseUrl: apiUrl ?? '/api',
        ...remoteProps,
      }}
      initialSettings={loadHarnessSettings()}
      mockApi={mockApi}
      apiUrl={apiUrl}
      onSettingsChange={saveHarnessSettings}
    />,
  );
}
