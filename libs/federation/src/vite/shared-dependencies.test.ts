// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  sharedDependencies,
  sharedPackageNames,
  sharedWorkspaceLibs,
  workspaceRoot,
} from './shared-dependencies';

describe('sharedDependencies', () => {
  it('shares every singleton of the design at the version pinned in package.json', () => {
    const rootPackage = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8'));
    const shared = sharedDependencies();
    expect(Object.keys(shared).sort()).toEqual(
      [...sharedPackageNames, ...sharedWorkspaceLibs].sort(),
    );
    for (const name of sharedPackageNames) {
      expect(shared[name]).toEqual({
        singleton: true,
        version: rootPackage.dependencies[name],
        requiredVersion: rootPackage.dependencies[name],
      });
    }
    expect(shared['@levita/ui']?.singleton).toBe(true);
  });

  it('refuses a version range, which would let apps drift apart', () => {
    const root = mkdtempSync(join(tmpdir(), 'levita-shared-'));
    const dependencies = Object.fromEntries(sharedPackageNames.map((name) => [name, '1.0.0']));
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({ dependencies: { ...dependencies, react: '^19.0.0' } }),
    );
    for (const lib of sharedWorkspaceLibs) {
      const folder = join(root, 'libs', lib.slice('@levita/'.length));
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'package.json'), JSON.stringify({ version: '0.1.0' }));
    }
    expect(() => sharedDependencies(root)).toThrow(/react must be pinned/);
  });
});
