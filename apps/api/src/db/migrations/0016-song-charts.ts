import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Chord charts, and search by a line of the lyrics (docs/songs.md "Chord charts").
 *
 * - `songs.cifra`: the chart as ChordPro text, null without one. It is read with the song
 *   alone, never by lists, so a page of songs stays small whatever the charts hold.
 * - `songs.letra_busca`: the chart's words without chords, folded as busca is (lower case, no
 *   accents), written by the songs repository with every save (songSearchColumns). A person
 *   remembers a song by a line they sing more often than by its title.
 * - The index that answers "busca contains the term" covers the words too: SQLite's FTS5
 *   table gets the column (remade, since FTS5 cannot add one, and rebuilt from the rows);
 *   PostgreSQL gets a second pg_trgm GIN index, which its planner ORs with busca's.
 *
 * Existing songs have no chart, so their words are '' and nothing is derived here.
 */
export function songChartsMigration({ kind }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('songs').addColumn('cifra', 'text').execute();
      await db.schema
        .alterTable('songs')
        .addColumn('letra_busca', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      if (kind === 'sqlite') await sqliteTrigramIndex(db, ['busca', 'letra_busca']);
      else await postgresLyricsIndex(db);
    },

    /** Back to 0015: the index over busca alone, as migration 0005 made it. */
    async down(db: Kysely<unknown>) {
      if (kind === 'sqlite') await sqliteTrigramIndex(db, ['busca']);
      else await sql`drop index songs_letra_busca_trigram`.execute(db);
      await db.schema.alterTable('songs').dropColumn('letra_busca').execute();
      await db.schema.alterTable('songs').dropColumn('cifra').execute();
    },
  };
}

/**
 * songs_fts over these columns of songs, in place of the one there: the same external-content
 * table and triggers as migration 0005's, names included, so the repository's query and a
 * later migration find them as before.
 */
async function sqliteTrigramIndex(db: Kysely<unknown>, columns: readonly string[]) {
  for (const trigger of ['songs_fts_insert', 'songs_fts_delete', 'songs_fts_update'])
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists songs_fts`.execute(db);
  const names = sql.join(columns.map((column) => sql.id(column)));
  const values = (row: 'new' | 'old') =>
    sql.join(columns.map((column) => sql`${sql.raw(row)}.${sql.id(column)}`));
  await sql`
    create virtual table songs_fts using fts5(
      ${names}, content='songs', content_rowid='id', tokenize='trigram'
    )`.execute(db);
  await sql`insert into songs_fts(songs_fts) values ('rebuild')`.execute(db);
  await sql`
    create trigger songs_fts_insert after insert on songs begin
      insert into songs_fts(rowid, ${names}) values (new.id, ${values('new')});
    end`.execute(db);
  await sql`
    create trigger songs_fts_delete after delete on songs begin
      insert into songs_fts(songs_fts, rowid, ${names}) values ('delete', old.id, ${values('old')});
    end`.execute(db);
  await sql`
    create trigger songs_fts_update after update of ${names} on songs begin
      insert into songs_fts(songs_fts, rowid, ${names}) values ('delete', old.id, ${values('old')});
      insert into songs_fts(rowid, ${names}) values (new.id, ${values('new')});
    end`.execute(db);
}

/** In the schema pg_trgm was installed in by migration 0005 (its operator class is there). */
async function postgresLyricsIndex(db: Kysely<unknown>) {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]!.schema;
  await sql`
    create index songs_letra_busca_trigram on songs
    using gin (letra_busca ${sql.raw(`"${schema.replaceAll('"', '""')}".gin_trgm_ops`)})`.execute(
    db,
  );
}
