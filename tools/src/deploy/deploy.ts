import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type RemoteManifest,
  type RemoteName,
  remoteEntryPath,
  remoteVersionSchema,
} from '@levita/contracts';
import { copyDirAtomically } from './copy-dir-atomically';
import { readManifest, writeManifestEntry } from './manifest-store';
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
  {
    deployRoot,
    prebuilt = false,
    log = () => undefined,
    version,
  }: DeployOptions & { version?: string },
): Promise<RemoteManifest> {
  const target = remoteVersionSchema.parse(version ?? appVersion(name));
  const built = buildDir(name, target);
  if (!prebuilt || !existsSync(join(built, 'remoteEntry.js'))) {
    log(`building ${name}@${target}`);
    viteBuild(name, { REMOTE_VERSION: target });
  }
  await copyDirAtomically(built, join(deployRoot, 'remotes', name, target));
  const manifest = await writeManifestEntry(deployRoot, name, {
    version: target,
    entry: remoteEntryPath(name, target),
    deployedAt: new Date().toISOString(),
  });
  log(`${name}@${target} is live`);
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
  const built = buildDir('shell');
  if (!prebuilt || !existsSync(join(built, 'index.html'))) {
    log('building shell');
    viteBuild('shell');
  }
  await copyDirAtomically(built, join(deployRoot, 'shell'));
  log('shell is live');
}

export async function listDeployed(deployRoot: string) {
  return readManifest(deployRoot);
}
