import type { Database } from '../schema';

export interface PortableTable {
  name: keyof Database;
  /** The primary key: rows are read, compared and checksummed in its order. */
  key: string;
  /**
   * Columns the database's own triggers raise while child rows are inserted (migration 0008):
   * written back to the source's values once every table is filled.
   */
  raisedByTriggers?: readonly string[];
}

/**
 * Every table of the application, each after the tables its foreign keys point to: the order
 * a copy fills them in (and empties them in reverse). Kysely's bookkeeping tables are not in
 * it (the target is migrated by the code), nor SQLite's full-text index (its triggers rebuild
 * it from songs). A test checks this list against the tables the migrations create.
 */
export const portableTables: readonly PortableTable[] = [
  { name: 'users', key: 'id' },
  { name: 'password_resets', key: 'id' },
  { name: 'newsletter_subscriptions', key: 'id' },
  { name: 'oidc_flows', key: 'state_hash' },
  { name: 'calendar_feeds', key: 'user_id' },
  { name: 'refresh_tokens', key: 'id' },
  { name: 'uploads', key: 'id' },
  { name: 'ministries', key: 'id', raisedByTriggers: ['data_version'] },
  { name: 'members', key: 'id' },
  { name: 'functions', key: 'id' },
  { name: 'member_functions', key: 'id' },
  { name: 'songs', key: 'id' },
  { name: 'schedule_templates', key: 'id' },
  { name: 'schedules', key: 'id' },
  { name: 'schedule_songs', key: 'id' },
  { name: 'schedule_members', key: 'id' },
  { name: 'schedule_member_functions', key: 'id' },
  { name: 'schedule_items', key: 'id' },
  { name: 'schedule_slots', key: 'id' },
  { name: 'unavailabilities', key: 'id' },
  { name: 'member_song_keys', key: 'id' },
  { name: 'mail_jobs', key: 'id' },
];
