import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type PluginOption, type UserConfig } from 'vite';

/**
 * After a remote's Module Federation build, builds its `index.html` again as a plain Vite page
 * into the same folder, replacing the one the federation build wrote. That page is served
 * whole for public paths (the landing, docs/landing.md) and loads no remote, so it needs no
 * Module Federation host: without one it skips the runtime, the host start and the share
 * wrappers (about 30 KiB gzipped, docs/performance.md). The federation build's remoteEntry.js
 * is untouched, so the shell still mounts the same app as a parcel.
 */
export function ownPageBuild(
  page: Pick<UserConfig, 'root' | 'base' | 'define'> & { plugins: PluginOption[] },
): Plugin {
  let outDir = '';
  return {
    name: 'levita:own-page-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      // The federation build's page was compressed beside it; the new page may be too small to
      // be, and a stale .br would then be served in its place.
      await Promise.all(
        ['index.html.br', 'index.html.gz'].map((file) => rm(join(outDir, file), { force: true })),
      );
      await build({
        configFile: false,
        root: page.root,
        base: page.base,
        define: page.define,
        logLevel: 'warn',
        plugins: [react(), ...page.plugins],
        build: { outDir, emptyOutDir: false, target: 'es2022' },
      });
    },
  };
}
