/**
 * Why a backup, restore or copy will not go ahead (a newer schema, a non-empty target, a
 * checksum that differs): the one line the command prints before it exits with code 1.
 */
export class CopyRefusal extends Error {
  override name = 'CopyRefusal';
}

/** A file that cannot be read whole, named with what is wrong with it. */
export const damagedFile = (file: string, kind: string, why: string) =>
  new CopyRefusal(`${file} is a damaged ${kind}: ${why}.`);

/** A file the system will not open or read (missing, a directory, no permission). */
export const unreadableFile = (file: string, error: NodeJS.ErrnoException) =>
  new CopyRefusal(`Cannot read ${file}: ${error.code ?? error.message}.`);
