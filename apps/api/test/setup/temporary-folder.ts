import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Every file the suite writes (deploy roots, SQLite files, backups, servers' data) goes in
 * one folder, removed when the run ends: the test workers are stopped, not left to exit, so
 * they cannot clean up after themselves. TMPDIR is what os.tmpdir() reads, in the workers and
 * in the servers the tests start; they inherit it from this process.
 */
export default function temporaryFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'levita-api-tests-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}
