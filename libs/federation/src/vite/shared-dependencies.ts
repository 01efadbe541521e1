import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Packages every app must use as one instance in the page (design §2). Their versions are
 * pinned exactly in the root package.json so shell and remotes always agree.
 */
export const sharedPackageNames = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'i18next',
  'react-i18next',
  'zustand',
] as const;

/** Workspace libraries shared under their package names (folder under libs/ = name after the scope). */
export const sharedWorkspaceLibs = [
  '@levita/contracts',
  '@levita/api-client',
  '@levita/federation',
  '@levita/i18n',
  '@levita/ui',
] as const;

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
  for (const name of sharedWorkspaceLibs) {
    const folder = name.slice('@levita/'.length);
    const version = readPackageJson(join(root, 'libs', folder, 'package.json')).version;
    if (!version) throw new Error(`libs/${folder}/package.json has no version`);
    shared[name] = { singleton: true, version, requiredVersion: version };
  }
  return shared;
}
