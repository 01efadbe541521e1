import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Search and totals that stay fast as a repertoire grows (docs/performance.md).
 *
 * - `ministries.song_count`: the ministry's live songs, kept exact by the songs repository in
 *   the transaction that adds or deletes one, so a list page no longer counts every row.
 * - An index answering "busca contains the term": SQLite's FTS5 with the trigram tokenizer
 *   (an external-content table over songs.busca kept by triggers), PostgreSQL's pg_trgm GIN.
 */
export function songSearchIndexMigration({ kind }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('ministries')
        .addColumn('song_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`
        update ministries set song_count = (
          select count(*) from songs
          where songs.ministry_id = ministries.id and songs.deleted_at is null
        )`.execute(db);
      if (kind === 'sqlite') await sqliteTrigramIndex(db);
      else await postgresTrigramIndex(db);
    },

    /** Back to 0004 (the migration test goes down and up again over existing songs). */
    async down(db: Kysely<unknown>) {
      if (kind === 'sqlite') {
        for (const trigger of ['songs_fts_insert', 'songs_fts_delete', 'songs_fts_update'])
          await sql`drop trigger ${sql.id(trigger)}`.execute(db);
        await sql`drop table songs_fts`.execute(db);
      } else await sql`drop index songs_busca_trigram`.execute(db);
      await db.schema.alterTable('ministries').dropColumn('song_count').execute();
    },
  };
}

async function sqliteTrigramIndex(db: Kysely<unknown>) {
  await sql`
    create virtual table songs_fts using fts5(
      busca, content='songs', content_rowid='id', tokenize='trigram'
    )`.execute(db);
  await sql`insert into songs_fts(songs_fts) values ('rebuild')`.execute(db);
  await sql`
    create trigger songs_fts_insert after insert on songs begin
      insert into songs_fts(rowid, busca) values (new.id, new.busca);
    end`.execute(db);
  await sql`
    create trigger songs_fts_delete after delete on songs begin
      insert into songs_fts(songs_fts, rowid, busca) values ('delete', old.id, old.busca);
    end`.execute(db);
  await sql`
    create trigger songs_fts_update after update of busca on songs begin
      insert into songs_fts(songs_fts, rowid, busca) values ('delete', old.id, old.busca);
      insert into songs_fts(rowid, busca) values (new.id, new.busca);
    end`.execute(db);
}

/**
 * pg_trgm is installed once per database, in the schema it is created in. Several Levita
 * schemas may share a database (DATABASE_SCHEMA), and dropping a schema drops what it holds,
 * so the extension goes to `public` (or stays where it already is) and the index names its
 * operator class with that schema.
 */
async function postgresTrigramIndex(db: Kysely<unknown>) {
  const installedIn = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  let schema = await installedIn();
  if (!schema) {
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    } catch (error) {
      throw new Error(
        'PostgreSQL refused "create extension pg_trgm" (song search needs it). Run it once as ' +
          `a database owner, then start Levita again: ${(error as Error).message}`,
        { cause: error },
      );
    }
    schema = (await installedIn())!;
  }
  await sql`
    create index songs_busca_trigram on songs
    using gin (busca ${sql.raw(`${quoteIdentifier(schema)}.gin_trgm_ops`)})`.execute(db);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
