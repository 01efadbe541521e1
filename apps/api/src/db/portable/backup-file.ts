import { open, rename, rm, stat } from 'node:fs/promises';
import { CopyRefusal } from './refusal';

/**
 * A backup holds password hashes, e-mails, phone numbers and calendar feed tokens: like
 * DATA_DIR's database, it is readable and writable by its owner only.
 */
const ownerOnly = 0o600;

async function checkOwnerOnly(file: string) {
  const mode = (await stat(file)).mode & 0o777;
  if (mode !== ownerOnly)
    throw new CopyRefusal(
      `${file} cannot be kept private (its mode is ${mode.toString(8)}, not 600): write backups ` +
        'to a file system that keeps file modes.',
    );
}

/** Files SQLite may leave beside a database it was writing. */
export const sqliteCompanions = (file: string) =>
  [file, `${file}-journal`, `${file}-wal`, `${file}-shm`] as const;

/**
 * Writes a backup: `write` fills `<file>.partial` (never one that exists), which is then
 * renamed to `file`; a failure leaves neither. The partial file is created here, empty and
 * private, before `write` gets it: pg_dump and SQLite would create it with the umask's mode
 * (0644 usually), readable by others while the data goes in. They write into an existing file
 * without changing its mode, which is checked again before the rename.
 */
export async function writeBackupFile(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  const handle = await open(partial, 'wx', ownerOnly).catch((error: NodeJS.ErrnoException) => {
    throw new CopyRefusal(
      error.code === 'EEXIST'
        ? `${partial} exists (a backup that did not finish?): remove it and try again.`
        : `Cannot write ${partial}: ${error.code ?? error.message}.`,
    );
  });
  try {
    // open()'s mode goes through the umask, which could also take away the owner's write; a
    // file system without modes refuses chmod, and the check below says so.
    await handle.chmod(ownerOnly).catch(() => {});
  } finally {
    await handle.close();
  }
  try {
    await checkOwnerOnly(partial);
    await write(partial);
    await checkOwnerOnly(partial);
    await rename(partial, file);
  } catch (error) {
    for (const leftover of sqliteCompanions(partial)) await rm(leftover, { force: true });
    throw error;
  }
}
