// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickShared, standaloneSharedDependencies } from './app-vite-config';
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

describe('pickShared', () => {
  it('keeps everything without a list, and only the names listed with one', () => {
    expect(pickShared(sharedDependencies())).toEqual(sharedDependencies());
    expect(Object.keys(pickShared(sharedDependencies(), ['react', 'react-dom']))).toEqual([
      'react',
      'react-dom',
    ]);
  });

  it('refuses a name that is not shared at all', () => {
    expect(() => pickShared(sharedDependencies(), ['reactt'])).toThrow(
      '"reactt" is not a shared dependency',
    );
  });

  it('leaves out a workspace library the standalone map does not share', () => {
    expect(
      Object.keys(pickShared(standaloneSharedDependencies(), ['react', '@levita/ui'])),
    ).toEqual(['react']);
  });
});
