import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type RemoteManifest,
  type RemoteManifestEntry,
  type RemoteName,
  remoteManifestSchema,
} from '@levita/contracts';

export function manifestPath(deployRoot: string): string {
  return join(deployRoot, 'remotes.json');
}

export async function readManifest(deployRoot: string): Promise<RemoteManifest> {
  try {
    return remoteManifestSchema.parse(JSON.parse(await readFile(manifestPath(deployRoot), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * Two deploys at once must not lose each other's entry, so the read-modify-write runs under
 * an exclusive lock file. A lock older than `staleMs` belongs to a crashed deploy.
 */
async function withManifestLock<T>(
  deployRoot: string,
  work: () => Promise<T>,
  staleMs = 30_000,
): Promise<T> {
  const lockPath = `${manifestPath(deployRoot)}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() - started > staleMs) await rm(lockPath, { force: true });
      else await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockPath, { force: true });
  }
}

/** Points one remote at a new build (see writeManifestEntries). */
export function writeManifestEntry(
  deployRoot: string,
  name: RemoteName,
  entry: RemoteManifestEntry,
): Promise<RemoteManifest> {
  return writeManifestEntries(deployRoot, { [name]: entry });
}

/**
 * Points several remotes at new builds in one write: a platform release switches them all at
 * once. The file is written beside the old one and renamed over it, so a reader sees either
 * the old manifest or the new one, never half of it.
 */
export async function writeManifestEntries(
  deployRoot: string,
  entries: Partial<Record<RemoteName, RemoteManifestEntry>>,
): Promise<RemoteManifest> {
  await mkdir(deployRoot, { recursive: true });
  return withManifestLock(deployRoot, async () => {
    const next = remoteManifestSchema.parse({ ...(await readManifest(deployRoot)), ...entries });
    const temp = `${manifestPath(deployRoot)}.${randomUUID()}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(`${JSON.stringify(next, null, 2)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, manifestPath(deployRoot));
    return next;
  });
}
