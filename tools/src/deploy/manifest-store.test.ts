import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readManifest, writeManifestEntries, writeManifestEntry } from './manifest-store';

let deployRoot: string;

beforeEach(async () => {
  deployRoot = await mkdtemp(join(tmpdir(), 'levita-manifest-'));
});

const entry = (name: string, version: string) => ({
  version,
  entry: `/remotes/${name}/${version}/remoteEntry.js`,
});

describe('writeManifestEntry', () => {
  it('creates the manifest and changes only the deployed remote', async () => {
    await writeManifestEntry(deployRoot, 'landing', entry('landing', '1.0.0'));
    await writeManifestEntry(deployRoot, 'repertoire', entry('repertoire', '1.0.0'));
    await writeManifestEntry(deployRoot, 'repertoire', entry('repertoire', '1.1.0'));
    expect(await readManifest(deployRoot)).toEqual({
      landing: entry('landing', '1.0.0'),
      repertoire: entry('repertoire', '1.1.0'),
    });
  });

  it('loses no entry when several deploys write at once, and leaves no temp or lock files', async () => {
    const names = ['landing', 'repertoire', 'schedules', 'members', 'reports'] as const;
    await Promise.all(
      names.map((name) => writeManifestEntry(deployRoot, name, entry(name, '2.0.0'))),
    );
    expect(Object.keys(await readManifest(deployRoot)).sort()).toEqual([...names].sort());
    expect(await readdir(deployRoot)).toEqual(['remotes.json']);
  });

  it('refuses an invalid version and keeps the manifest as it was', async () => {
    await writeManifestEntry(deployRoot, 'landing', entry('landing', '1.0.0'));
    const before = await readFile(join(deployRoot, 'remotes.json'), 'utf8');
    await expect(
      writeManifestEntry(deployRoot, 'landing', entry('landing', '../x')),
    ).rejects.toThrow();
    expect(await readFile(join(deployRoot, 'remotes.json'), 'utf8')).toBe(before);
  });

  it('refuses to build on a corrupt manifest instead of silently dropping its entries', async () => {
    await writeFile(join(deployRoot, 'remotes.json'), '{ not json');
    await expect(
      writeManifestEntry(deployRoot, 'landing', entry('landing', '1.0.0')),
    ).rejects.toThrow();
  });
});

describe('writeManifestEntries', () => {
  it('switches several remotes in one write and keeps the others', async () => {
    await writeManifestEntry(deployRoot, 'landing', entry('landing', '1.0.0'));
    await writeManifestEntry(deployRoot, 'repertoire', entry('repertoire', '1.0.0'));
    await writeManifestEntries(deployRoot, {
      repertoire: entry('repertoire', '2.0.0'),
      schedules: entry('schedules', '2.0.0'),
    });
    expect(await readManifest(deployRoot)).toEqual({
      landing: entry('landing', '1.0.0'),
      repertoire: entry('repertoire', '2.0.0'),
      schedules: entry('schedules', '2.0.0'),
    });
  });

  it('writes nothing when one of the entries is invalid', async () => {
    await writeManifestEntry(deployRoot, 'landing', entry('landing', '1.0.0'));
    await expect(
      writeManifestEntries(deployRoot, {
        repertoire: entry('repertoire', '2.0.0'),
        schedules: entry('schedules', 'latest'),
      }),
    ).rejects.toThrow();
    expect(await readManifest(deployRoot)).toEqual({ landing: entry('landing', '1.0.0') });
  });
});
