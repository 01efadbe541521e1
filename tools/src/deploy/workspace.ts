import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function appDir(name: string): string {
  return join(workspaceRoot, 'apps', name);
}

export function appVersion(name: string): string {
  return (
    JSON.parse(readFileSync(join(appDir(name), 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** Where `vite build` puts a build; remotes get one folder per version (see remoteViteConfig). */
export function buildDir(name: string, version?: string): string {
  return version
    ? join(workspaceRoot, 'dist', 'apps', name, version)
    : join(workspaceRoot, 'dist', 'apps', name);
}
