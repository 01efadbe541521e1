// `npm start`: install what is missing, build what changed (Nx cache), deploy the shell and
// every remote into ./deploy, then serve the whole product at one URL.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ensureDependencies } from './ensure-deps.mjs';
import { root, run, toolEnv } from './run.mjs';

// `npm start -- --demo`: the server seeds the demo ministry into an empty database (DEMO,
// apps/api/src/demo); the same as `DEMO=1 npm start`, which reaches it through the environment.
const demo = process.argv.slice(2).includes('--demo');

ensureDependencies();

// Every app is tagged type:app (a generated remote too), so none is listed here.
if (
  !run('npx', ['nx', 'run-many', '-t', 'build', '--projects=tag:type:app', '--outputStyle=static'])
) {
  process.exit(1);
}
if (!run('npx', ['tsx', 'tools/src/deploy/cli.ts', '--all', '--prebuilt'])) process.exit(1);

const port = process.env.PORT ?? '3000';
console.log(`\nLevita is starting at http://localhost:${port}\n`);
// V8's memory settings for the API (apps/api/node-flags.json, docs/operations.md).
const nodeFlags = JSON.parse(readFileSync(new URL('../apps/api/node-flags.json', import.meta.url)));
const server = spawn(process.execPath, [...nodeFlags, 'dist/apps/api/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...toolEnv, PORT: port, ...(demo ? { DEMO: '1' } : {}) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
