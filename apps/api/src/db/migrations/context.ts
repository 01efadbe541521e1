import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';
import type { DatabaseKind } from '../database';

/** What a migration needs to know of the dialect; everything else is written once. */
export interface MigrationContext {
  /** For what cannot be said the same way on both (full-text indexes). */
  kind: DatabaseKind;
  /** Binary data: bytea on PostgreSQL, blob on SQLite. */
  binary: ColumnDataType;
  id: {
    type: ColumnDataType;
    build: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  };
}

export function migrationContext(kind: DatabaseKind): MigrationContext {
  return {
    kind,
    binary: kind === 'postgres' ? 'bytea' : 'blob',
    id:
      kind === 'postgres'
        ? { type: 'integer', build: (c) => c.primaryKey().generatedByDefaultAsIdentity() }
        : { type: 'integer', build: (c) => c.primaryKey().autoIncrement() },
  };
}
