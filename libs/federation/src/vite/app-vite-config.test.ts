// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickShared } from './app-vite-config';
import { sharedDependencies } from './shared-dependencies';

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
});
