import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type RemoteManifest,
  type RemoteManifestEntry,
  type RemoteName,
  remoteEntryPath,
  remoteVersionSchema,
} from '@levita/contracts';
import { copyDirAtomically } from './copy-dir-atomically';
import { readManifest, writeManifestEntries, writeManifestEntry } from './manifest-store';
import { appDir, appVersion, buildDir } from './workspace';

export interface DeployOptions {
  deployRoot: string;
  /** Reuse an existing build of this version instead of building again. */
  prebuilt?: boolean;
  log?: (line: string) => void;
}

function viteBuild(name: string, env: Record<string, string> = {}) {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'],
    {
      cwd: appDir(name),
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (result.status !== 0) throw new Error(`vite build of ${name} failed`);
}

/**
 * Builds (unless prebuilt) one remote as `version`, copies it to
 * <deployRoot>/remotes/<name>/<version>/ and then points remotes.json at it. The manifest
 * changes last, so no page ever loads an entry that is not fully on disk.
 */
export async function deployRemote(
  name: RemoteName,
  options: DeployOptions & { version?: string },
): Promise<RemoteManifest> {
  const entry = await stageRemote(name, options);
  const manifest = await writeManifestEntry(options.deployRoot, name, entry);
  options.log?.(`${name}@${entry.version} is live`);
  return manifest;
}

/** Builds (unless prebuilt) and copies a remote version into the deploy root; nothing points at it yet. */
async function stageRemote(
  name: RemoteName,
  {
    deployRoot,
    prebuilt = false,
    log = () => undefined,
    version,
  }: DeployOptions & { version?: string },
): Promise<RemoteManifestEntry> {
  const target = remoteVersionSchema.parse(version ?? appVersion(name));
  const built = buildDir(name, target);
  if (!prebuilt || !existsSync(join(built, 'remoteEntry.js'))) {
    log(`building ${name}@${target}`);
    viteBuild(name, { REMOTE_VERSION: target });
  }
  await copyDirAtomically(built, join(deployRoot, 'remotes', name, target));
  return {
    version: target,
    entry: remoteEntryPath(name, target),
    deployedAt: new Date().toISOString(),
  };
}

/**
 * A platform release (`deploy -- --all`): every remote is built and copied first, then the
 * shell is swapped and the manifest points at all the new remotes in one write. It is how a
 * change to a package every app shares (React, styled-components) goes out: a remote built
 * against one React must not meet a shell that loaded another (docs/architecture.md §1).
 */
export async function deployRelease(
  names: readonly RemoteName[],
  { deployRoot, prebuilt = false, log = () => undefined }: DeployOptions,
): Promise<RemoteManifest> {
  const entries: Partial<Record<RemoteName, RemoteManifestEntry>> = {};
  for (const name of names) entries[name] = await stageRemote(name, { deployRoot, prebuilt, log });
  const shell = stageShell({ prebuilt, log });
  await copyDirAtomically(shell, join(deployRoot, 'shell'));
  const manifest = await writeManifestEntries(deployRoot, entries);
  log(`release is live: shell and ${names.join(', ')}`);
  return manifest;
}

/** Rollback: point a remote back at a version that is still in the deploy root. No build. */
export async function activateRemoteVersion(
  name: RemoteName,
  version: string,
  { deployRoot, log = () => undefined }: DeployOptions,
): Promise<RemoteManifest> {
  const target = remoteVersionSchema.parse(version);
  if (!existsSync(join(deployRoot, 'remotes', name, target, 'remoteEntry.js'))) {
    throw new Error(`${name}@${target} is not in ${deployRoot}; deploy it first`);
  }
  const manifest = await writeManifestEntry(deployRoot, name, {
    version: target,
    entry: remoteEntryPath(name, target),
    deployedAt: new Date().toISOString(),
  });
  log(`${name} now serves ${target}`);
  return manifest;
}

/** The shell is one folder (no versions): it is swapped in whole. */
export async function deployShell({
  deployRoot,
  prebuilt = false,
  log = () => undefined,
}: DeployOptions) {
  await copyDirAtomically(stageShell({ prebuilt, log }), join(deployRoot, 'shell'));
  log('shell is live');
}

/** The shell's build folder, built unless prebuilt. */
function stageShell({
  prebuilt = false,
  log = () => undefined,
}: Omit<DeployOptions, 'deployRoot'>) {
  const built = buildDir('shell');
  if (!prebuilt || !existsSync(join(built, 'index.html'))) {
    log('building shell');
    viteBuild('shell');
  }
  return built;
}

export async function listDeployed(deployRoot: string) {
  return readManifest(deployRoot);
}
