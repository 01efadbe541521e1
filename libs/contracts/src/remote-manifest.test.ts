import { describe, expect, it } from 'vitest';
import { remoteEntryPath, remoteManifestSchema } from './remote-manifest';

describe('remoteManifestSchema', () => {
  it('accepts a manifest listing some of the known remotes', () => {
    const manifest = {
      repertoire: { version: '1.2.3', entry: remoteEntryPath('repertoire', '1.2.3') },
    };
    expect(remoteManifestSchema.parse(manifest)).toEqual(manifest);
  });

  it('rejects unknown remotes and versions that are not path-safe', () => {
    expect(
      remoteManifestSchema.safeParse({ hacker: { version: '1.0.0', entry: '/x.js' } }).success,
    ).toBe(false);
    expect(
      remoteManifestSchema.safeParse({ landing: { version: '../../etc', entry: '/x.js' } }).success,
    ).toBe(false);
  });
});
