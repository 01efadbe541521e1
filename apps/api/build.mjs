// Bundles the API into one file. Workspace libraries (@levita/*) are TypeScript sources, so
// they are bundled in; every npm dependency stays external and loads from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
);
const external = [
  ...Object.keys(rootPackage.dependencies),
  ...Object.keys(rootPackage.devDependencies),
];

await build({
  // main.js is the server; migrate.js applies migrations without starting it (deploy step);
  // backup.js, restore.js and copy.js are db:backup, db:restore and db:copy for a machine
  // that has the build and not the sources.
  entryPoints: {
    main: new URL('./src/server.ts', import.meta.url).pathname,
    migrate: new URL('./src/db/migrate-cli.ts', import.meta.url).pathname,
    backup: new URL('./src/db/portable/backup-cli.ts', import.meta.url).pathname,
    restore: new URL('./src/db/portable/restore-cli.ts', import.meta.url).pathname,
    copy: new URL('./src/db/portable/copy-cli.ts', import.meta.url).pathname,
  },
  outdir: new URL('../../dist/apps/api/', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  define: { __LEVITA_VERSION__: JSON.stringify(rootPackage.version) },
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
