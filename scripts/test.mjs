// `npm test`: everything CI checks, in order, failing on the first broken step's exit code
// only after reporting which steps failed.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { run } from './run.mjs';

ensureDependencies();

// CI proves the commit from scratch; locally the Nx cache skips what did not change.
const cacheFlags = process.env.CI ? ['--skip-nx-cache'] : [];

const steps = [
  ['format', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn'])],
  [
    'lint, typecheck, unit, component and API tests',
    () =>
      run('npx', [
        'nx',
        'run-many',
        '-t',
        'lint',
        'typecheck',
        'test',
        '--outputStyle=static',
        ...cacheFlags,
      ]),
  ],
  [
    'e2e (production build in Chromium)',
    () =>
      ensureChromium() &&
      run('npx', ['nx', 'run', 'e2e:e2e', '--outputStyle=static', ...cacheFlags]),
  ],
];

const failed = [];
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  if (!step()) failed.push(name);
}

console.log('\n=== summary ===');
for (const [name] of steps) console.log(`${failed.includes(name) ? 'FAIL' : 'ok  '} ${name}`);
console.log(`steps: ${steps.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
