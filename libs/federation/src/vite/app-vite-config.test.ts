// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { standaloneSharedDependencies } from './app-vite-config';
import { sharedDependencies, sharedWorkspaceLibs } from './shared-dependencies';

describe('standaloneSharedDependencies', () => {
  it('shares the third-party singletons, and leaves the workspace libraries to load in order', () => {
    const standalone = Object.keys(standaloneSharedDependencies());
    expect(standalone).toContain('react');
    expect(standalone).toContain('styled-components');
    for (const lib of sharedWorkspaceLibs) expect(standalone).not.toContain(lib);
    expect(standalone.length + sharedWorkspaceLibs.length).toBe(
      Object.keys(sharedDependencies()).length,
    );
  });
});
