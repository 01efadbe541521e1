// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDependencies, sharedPackageNames, workspaceRoot } from './shared-dependencies';

describe('sharedDependencies', () => {
  it('shares React, ReactDOM and styled-components at the version pinned in package.json', () => {
    const rootPackage = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8'));
    const shared = sharedDependencies();
    expect(Object.keys(shared).sort()).toEqual(['react', 'react-dom', 'styled-components']);
    for (const name of sharedPackageNames) {
      expect(shared[name]).toEqual({
        singleton: true,
        version: rootPackage.dependencies[name],
        requiredVersion: rootPackage.dependencies[name],
      });
    }
    // A remote deployed alone runs the library code it was built with.
    expect(Object.keys(shared).filter((name) => name.startsWith('@levita/'))).toEqual([]);
  });

  it('refuses a version range, which would let apps drift apart', () => {
    const root = mkdtempSync(join(tmpdir(), 'levita-shared-'));
    const dependencies = Object.fromEntries(sharedPackageNames.map((name) => [name, '1.0.0']));
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({ dependencies: { ...dependencies, react: '^19.0.0' } }),
    );
    expect(() => sharedDependencies(root)).toThrow(/react must be pinned/);
  });
});
