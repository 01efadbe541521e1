// Installs dependencies when node_modules is missing or older than package-lock.json.
// Plain Node on purpose: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lockFile = `${root}package-lock.json`;
const installedLock = `${root}node_modules/.package-lock.json`;

export function dependenciesAreCurrent() {
  return existsSync(installedLock) && statSync(installedLock).mtimeMs >= statSync(lockFile).mtimeMs;
}

export function ensureDependencies() {
  if (dependenciesAreCurrent()) return;
  console.log('[setup] installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[setup] npm ci failed');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies();
