import { randomUUID } from 'node:crypto';
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Copies a build folder into place under a temporary name, then swaps it in with renames, so
 * the server never serves a half-copied folder.
 */
export async function copyDirAtomically(source: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const incoming = `${target}.incoming-${randomUUID()}`;
  const outgoing = `${target}.outgoing-${randomUUID()}`;
  await cp(source, incoming, { recursive: true });
  const hadTarget = await exists(target);
  if (hadTarget) await rename(target, outgoing);
  await rename(incoming, target);
  if (hadTarget) await rm(outgoing, { recursive: true, force: true });
}
