import type { Generated } from 'kysely';

/*
 * Column conventions that let one set of queries run on SQLite and PostgreSQL:
 * instants are ISO 8601 UTC text (they sort and compare as text on both), flags are
 * integers 0/1 (better-sqlite3 cannot bind booleans), ids are integer sequences.
 */

export interface UsersTable {
  id: Generated<number>;
  nome: string;
  email: string;
  telefone: string | null;
  foto_url: string | null;
  /** Null for accounts created through Google sign-in that never set a password. */
  password_hash: string | null;
  /** Bumped by a password change or reset; tokens carrying an older value stop working. */
  token_version: Generated<number>;
  google_sub: string | null;
  created_at: string;
  updated_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token: a leaked database does not hand out working reset links. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  nome: string | null;
  locale: string;
  created_at: string;
}

/** A Google sign-in in progress: kept server-side so any replica can finish it. */
export interface OidcFlowsTable {
  state_hash: string;
  nonce: string;
  code_verifier: string;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  password_resets: PasswordResetsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  oidc_flows: OidcFlowsTable;
}
