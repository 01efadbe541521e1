import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The packages that must be one instance in the page, or are cheaper as one, and nothing else
 * (docs/architecture.md §1 has the rule and its measurements). React and ReactDOM: hooks only
 * work with the React that renders them. styled-components: it is on every page of every app,
 * and one copy costs remote pages 7.9 KiB less than one per app (two copies did not collide
 * when measured). Everything else, the @levita libraries included, is bundled into each app
 * that imports it and tree-shaken: a remote deployed alone runs the library code it was built
 * with. Versions are pinned exactly in the root package.json so shell and remotes agree.
 */
export const sharedPackageNames = ['react', 'react-dom', 'styled-components'] as const;

export interface SharedDependency {
  singleton: true;
  version: string;
  requiredVersion: string;
}

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
}

function readPackageJson(path: string): PackageJson {
  return JSON.parse(readFileSync(path, 'utf8')) as PackageJson;
}

const exactVersion = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * The Module Federation `shared` map for every app's vite config. Versions come from
 * package.json so nobody edits them twice; a range instead of a pin is refused because two
 * apps built at different times could then resolve different versions.
 */
export function sharedDependencies(root = workspaceRoot): Record<string, SharedDependency> {
  const rootPackage = readPackageJson(join(root, 'package.json'));
  const shared: Record<string, SharedDependency> = {};
  for (const name of sharedPackageNames) {
    const version = rootPackage.dependencies?.[name];
    if (!version || !exactVersion.test(version)) {
      throw new Error(
        `${name} must be pinned to an exact version in the root package.json dependencies (found ${version ?? 'nothing'})`,
      );
    }
    shared[name] = { singleton: true, version, requiredVersion: version };
  }
  return shared;
}
