import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteVersionSchema } from '@levita/contracts';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { mockServiceWorker } from './mock-service-worker';
import { ownPageBuild } from './own-page-build';
import { sharedDependencies, workspaceRoot } from './shared-dependencies';

/**
 * Every text asset of a build also as .br and .gz beside it, so the API sends what the browser
 * accepts without compressing on each request (@fastify/static's preCompressed). Files under
 * 1 KiB are left alone: their headers outweigh the saving.
 */
const precompressed = () => compression({ threshold: 1024, logLevel: 'silent' });

/** Folder of a remote build: one per version, so several versions can sit side by side. */
export function remoteBuildDir(name: string, version: string): string {
  return join(workspaceRoot, 'dist', 'apps', name, version);
}

/** The version a remote build gets: REMOTE_VERSION when set (deploy --version), else package.json. */
export function remoteVersion(appDir: string): string {
  const version =
    process.env['REMOTE_VERSION'] ||
    (JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { version: string }).version;
  if (!remoteVersionSchema.safeParse(version).success) {
    throw new Error(`Remote version "${version}" is not a semantic version such as 1.2.3`);
  }
  return version;
}

export interface RemoteConfigOptions {
  name: string;
  /** The app folder (pass `import.meta.dirname`). */
  appDir: string;
  /** Port of the standalone dev server. */
  devPort: number;
  /**
   * Only these of the shared packages (default: all). A remote that uses fewer says so: a
   * host's start downloads every package it declares, used or not (docs/performance.md).
   */
  shares?: readonly string[];
  /**
   * The remote's index.html is a page of its own that the API serves (the landing's public
   * pages): build it as a plain Vite page, without a Module Federation host (ownPageBuild).
   */
  ownPage?: boolean;
}

/** `from` cut down to `names` when given; a name that is not a shared package is a mistake. */
export function pickShared<T>(from: Record<string, T>, names?: readonly string[]) {
  if (!names) return from;
  const known = sharedDependencies();
  for (const name of names) {
    if (!(name in known)) throw new Error(`"${name}" is not a shared dependency`);
  }
  return Object.fromEntries(Object.entries(from).filter(([name]) => names.includes(name)));
}

/**
 * Vite config of a remote: it exposes `./parcel` (single-spa lifecycles) and is built for the
 * path it will be served from, /remotes/<name>/<version>/, so its chunks resolve no matter
 * which page of the shell loads it. `vite serve` runs it standalone (index.html ->
 * src/main.tsx -> mountStandalone) with MSW's worker script served for the mock API.
 */
export function remoteViteConfig({ name, appDir, devPort, shares, ownPage }: RemoteConfigOptions) {
  return ({ command }: { command: 'build' | 'serve' }): UserConfig => {
    const version = remoteVersion(appDir);
    const base = command === 'build' ? `/remotes/${name}/${version}/` : '/';
    const define = {
      'import.meta.env.LEVITA_REMOTE_NAME': JSON.stringify(name),
      'import.meta.env.LEVITA_REMOTE_VERSION': JSON.stringify(version),
    };
    return {
      root: appDir,
      base,
      define,
      plugins: [
        react(),
        federation({
          name,
          filename: 'remoteEntry.js',
          exposes: { './parcel': './src/parcel.tsx' },
          shared: pickShared(sharedDependencies(), shares),
          dts: false,
          // A remote loads no remote and reads no manifest (the shell hands it the share
          // scope): its runtime leaves that code out, 6 KiB gzipped on every remote page.
          disableRemote: true,
          disableSnapshot: true,
        }),
        // The standalone harness's mock API (serve only: a build never contains it).
        mockServiceWorker(),
        precompressed(),
        ownPage ? ownPageBuild({ root: appDir, base, define, plugins: [precompressed()] }) : null,
      ],
      build: { outDir: remoteBuildDir(name, version), emptyOutDir: true, target: 'es2022' },
      server: { port: devPort, strictPort: true },
      preview: { port: devPort, strictPort: true },
    };
  };
}

/**
 * Vite config of the shell: a plain Vite app, not a Module Federation build. Its pages load no
 * remote until a ministry section does; then it starts the federation runtime itself
 * (apps/shell/src/features/remotes/utils/federation-runtime.ts) with its own React, ReactDOM
 * and styled-components as the shared copies, at the versions pinned here. A host build of the
 * plugin would load the runtime and every share before the first line of every page.
 */
export function shellViteConfig({
  appDir,
  devPort,
}: {
  appDir: string;
  devPort: number;
}): UserConfig {
  return {
    root: appDir,
    base: '/',
    define: {
      'import.meta.env.LEVITA_SHARED_VERSIONS': JSON.stringify(
        Object.fromEntries(
          Object.entries(sharedDependencies()).map(([name, { version }]) => [name, version]),
        ),
      ),
    },
    plugins: [react(), precompressed()],
    build: {
      outDir: join(workspaceRoot, 'dist', 'apps', 'shell'),
      emptyOutDir: true,
      target: 'es2022',
    },
    server: { port: devPort, strictPort: true, proxy: { '/api': 'http://localhost:3000' } },
  };
}
