import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteProps } from '../remote-props';
import { isOwnedPath, type RemoteMount } from '../remote-root/use-location-inside';
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
 * Where the harness opens: the URL it was opened at when the remote owns it (a reload, a deep
 * link), else the remote's first page. `nx serve` opens at /, and a remote's base path need
 * not be its own (the members remote is mounted at the ministry, whose home is the shell's).
 */
export function standaloneStartPath(pathname: string, mount: RemoteMount): string | null {
  if (isOwnedPath(pathname, mount)) return null;
  return mount.ownedPaths?.[0] ?? mount.basePath;
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
  const start = standaloneStartPath(window.location.pathname, remoteProps);
  if (start !== null) window.history.replaceState(null, '', start);

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
