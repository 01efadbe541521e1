// @vitest-environment node
import type { Connect, ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { remoteViteConfig } from './app-vite-config';
import { mockServiceWorker, mockServiceWorkerPath } from './mock-service-worker';

describe('mockServiceWorker', () => {
  it('serves MSW’s worker script during `vite serve`', async () => {
    const plugin = mockServiceWorker();
    expect(plugin.apply).toBe('serve');
    let mounted: { path: string; handler: Connect.NextHandleFunction } | undefined;
    const server = {
      middlewares: {
        use: (path: string, handler: Connect.NextHandleFunction) => {
          mounted = { path, handler };
        },
      },
    } as unknown as ViteDevServer;
    (plugin.configureServer as (server: ViteDevServer) => void)(server);
    expect(mounted?.path).toBe(mockServiceWorkerPath);

    const headers: Record<string, string> = {};
    let body = '';
    mounted!.handler(
      {} as Connect.IncomingMessage,
      {
        setHeader: (name: string, value: string) => {
          headers[name] = value;
        },
        end: (chunk: Buffer) => {
          body = chunk.toString();
        },
      } as never,
      () => undefined,
    );
    expect(headers['Content-Type']).toMatch(/javascript/);
    expect(body).toContain('Mock Service Worker');
  });

  it('is part of every remote’s config, and only for serving: a build never contains it', () => {
    const appDir = new URL('../../../../apps/repertoire/', import.meta.url).pathname;
    const plugins = remoteViteConfig({ name: 'repertoire', appDir, devPort: 4201 })({
      command: 'build',
    }).plugins!.flat();
    const worker = plugins.find(
      (plugin) =>
        plugin &&
        typeof plugin === 'object' &&
        'name' in plugin &&
        plugin.name === 'levita:mock-service-worker',
    );
    expect(worker).toMatchObject({ apply: 'serve' });
  });
});
