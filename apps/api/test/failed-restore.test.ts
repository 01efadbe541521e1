import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import {
  editedPortableFile,
  expectOneLineRefusal,
  pgDumpInstalled,
  levitaBackups,
  levitaSqliteFile,
} from './backup-file-fixtures';
import { dropSchema, makeDeployRoot, onTestEnd, testDatabaseKind, testDatabaseUrl } from './helper';
import { runDbCommand } from './portable-fixtures';

/**
 * A Levita SQLite file and a portable backup of it whose users checksum is wrong: a restore
 * fills the target, then finds the difference and fails.
 */
async function backupThatFailsLate(root: string) {
  const { sqliteFile, portableFile } = await levitaBackups(root);
  const tampered = await editedPortableFile(
    portableFile,
    join(root, 'tampered.levita.gz'),
    (lines) => {
      const at = lines.findIndex((line) => line.startsWith('{"end":"users"'));
      lines[at] = JSON.stringify({ ...JSON.parse(lines[at]!), checksum: '0'.repeat(64) });
    },
  );
  return { sqliteFile, tampered };
}

const checksumRefusal =
  'Table users: its checksum differs between source and target; nothing was written.';

async function schemaExists(schema: string) {
  const { db } = openDatabase({
    kind: 'postgres',
    url: testDatabaseUrl!,
    schema: undefined,
    waitMs: 0,
  });
  try {
    const { rows } = await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(db);
    return rows.length > 0;
  } finally {
    await db.destroy();
  }
}

const newSchema = () => {
  const schema = `levita_failed_${randomBytes(4).toString('hex')}`;
  onTestEnd(() => dropSchema(schema));
  return schema;
};

describe('a failed restore or copy removes what it created', () => {
  it.runIf(testDatabaseKind === 'sqlite')(
    'a new SQLite file, with its -wal and -shm, on restore and on copy',
    async () => {
      const root = await makeDeployRoot();
      const { sqliteFile, tampered } = await backupThatFailsLate(root);
      const dataDir = join(root, 'data');
      await mkdir(dataDir, { recursive: true });
      expectOneLineRefusal(
        await runDbCommand('restore', [tampered], { DATA_DIR: dataDir }),
        checksumRefusal,
      );
      expect((await readdir(dataDir)).filter((name) => name.startsWith('levita.db'))).toEqual([]);

      // A password reset of an account the file does not hold: the target's foreign key
      // rejects it, half-way through the copy.
      const sqlite = new SQLite(sqliteFile);
      sqlite.pragma('foreign_keys = OFF');
      sqlite
        .prepare(
          `insert into password_resets (user_id, token_hash, expires_at, created_at)
           values (999, 'ab', 't', 't')`,
        )
        .run();
      sqlite.close();
      const target = join(root, 'copy.db');
      expectOneLineRefusal(
        await runDbCommand('copy', ['--from', sqliteFile, '--to', target], {}),
        /^Table password_resets: the target rejects the source's rows \(.*FOREIGN KEY.*\); nothing was written\.$/,
      );
      expect((await readdir(root)).filter((name) => name.startsWith('copy.db'))).toEqual([]);
    },
    120_000,
  );

  it.runIf(testDatabaseKind === 'postgres')(
    'a new PostgreSQL schema, when a portable restore fails',
    async () => {
      const root = await makeDeployRoot();
      const { tampered } = await backupThatFailsLate(root);
      const schema = newSchema();
      const env = {
        DATA_DIR: join(root, 'data'),
        DATABASE_URL: testDatabaseUrl!,
        DATABASE_SCHEMA: schema,
      };
      expectOneLineRefusal(await runDbCommand('restore', [tampered], env), checksumRefusal);
      expect(await schemaExists(schema)).toBe(false);
    },
    120_000,
  );

  it.runIf(testDatabaseKind === 'postgres' && pgDumpInstalled)(
    'a new PostgreSQL schema, when pg_restore fails',
    async () => {
      const root = await makeDeployRoot();
      const sqliteFile = join(root, 'source.db');
      await levitaSqliteFile(sqliteFile);
      const schema = newSchema();
      const env = {
        DATA_DIR: join(root, 'data'),
        DATABASE_URL: testDatabaseUrl!,
        DATABASE_SCHEMA: schema,
      };
      const copied = await runDbCommand(
        'copy',
        ['--from', sqliteFile, '--to', testDatabaseUrl!, '--to-schema', schema],
        {},
      );
      expect(copied.code, copied.stderr).toBe(0);
      const dump = join(root, 'levita.dump');
      const backup = await runDbCommand('backup', [dump, '--pg-dump'], env);
      expect(backup.code, backup.stderr).toBe(0);
      await dropSchema(schema);
      // The last table's data cut short: the file's table of contents still reads.
      await truncate(dump, (await stat(dump)).size - 40);

      expectOneLineRefusal(
        await runDbCommand('restore', [dump], env),
        /^pg_restore could not restore .*, and wrote nothing: /,
        dump,
      );
      expect(await schemaExists(schema)).toBe(false);
    },
    120_000,
  );
});
