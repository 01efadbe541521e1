import { isReservedEmail } from '@levita/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import { createWrite } from '../db/write-transaction';
import { preparedQuery } from '../db/prepared-query';
import type { Database, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

/**
 * What every signed-in request reads of its caller: who it is and which session is current.
 * Routes that show or check more (the profile, the password) read the whole row themselves.
 */
export type SignedInUser = Pick<UserRow, 'id' | 'token_version'>;

export interface NewUser {
  nome: string;
  email: string;
  telefone: string | null;
  passwordHash: string | null;
  googleSub?: string | null;
  fotoUrl?: string | null;
  /** The language of their e-mail; pt-BR when not given. */
  idioma?: string;
}

export function createUsersRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);

  const byId = preparedQuery(db, 1, (id: number) =>
    db.selectFrom('users').selectAll().where('id', '=', id),
  );
  // Every signed-in request reads its caller by id: built once, two columns.
  const signedInById = preparedQuery(db, 1, (id: number) =>
    db.selectFrom('users').select(['id', 'token_version']).where('id', '=', id),
  );

  return {
    findById: async (id: number) => (await byId(id))[0],
    findSignedIn: async (id: number): Promise<SignedInUser | undefined> =>
      (await signedInById(id))[0],
    /**
     * The live account with this address. A deleted account is nobody's to sign in to,
     * recover or collide with: its placeholder address (reserved-email.ts) is never found.
     */
    findByEmail: (email: string) =>
      isReservedEmail(email)
        ? Promise.resolve(undefined)
        : db
            .selectFrom('users')
            .selectAll()
            .where('email', '=', email)
            .where('excluido_em', 'is', null)
            .executeTakeFirst(),

    /** Whether anyone has an account: the demo seeds only a database nobody uses yet. */
    hasAny: async () =>
      (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined,
    /** The live account linked to this Google subject (a deleted one has none). */
    findByGoogleSub: (sub: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('google_sub', '=', sub)
        .where('excluido_em', 'is', null)
        .executeTakeFirst(),

    /** Throws a unique violation when the e-mail (or Google subject) is taken. */
    async create(user: NewUser): Promise<UserRow> {
      const now = isoNow();
      return db
        .insertInto('users')
        .values({
          nome: user.nome,
          email: user.email,
          telefone: user.telefone,
          password_hash: user.passwordHash,
          google_sub: user.googleSub ?? null,
          foto_url: user.fotoUrl ?? null,
          ...(user.idioma && { idioma: user.idioma }),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * One transaction: a new password and the profile change land together or not at all, and
     * a new password also ends every session and every reset link opened before it. The
     * account is held first: a deletion that committed meanwhile is answered 401, never
     * given its name back.
     */
    async updateProfile(
      id: number,
      changes: { nome?: string; telefone?: string | null; passwordHash?: string },
    ) {
      const { passwordHash, ...profile } = changes;
      return write(async (trx, locks) => {
        await locks.liveUser(id, 'change');
        const updated = await trx
          .updateTable('users')
          .set((eb) => ({
            ...profile,
            ...(passwordHash
              ? { password_hash: passwordHash, token_version: eb('token_version', '+', 1) }
              : {}),
            updated_at: isoNow(),
          }))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (passwordHash) {
          await trx
            .updateTable('password_resets')
            .set({ used_at: isoNow() })
            .where('user_id', '=', id)
            .where('used_at', 'is', null)
            .execute();
          // The raised version already refuses them; the rows are of no use any more.
          await trx.deleteFrom('refresh_tokens').where('user_id', '=', id).execute();
        }
        return updated;
      });
    },

    /** "Sign out everywhere": every access token and every lasting session stop working. */
    async endAllSessions(id: number) {
      await write(async (trx, locks) => {
        await locks.liveUser(id, 'change');
        await trx
          .updateTable('users')
          .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: isoNow() }))
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('refresh_tokens').where('user_id', '=', id).execute();
      });
    },

    /** A new password ends every session opened with the old one. */
    async setPassword(id: number, passwordHash: string, executor: Kysely<Database> = db) {
      await executor
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          updated_at: isoNow(),
        }))
        .where('id', '=', id)
        .execute();
      await executor.deleteFrom('refresh_tokens').where('user_id', '=', id).execute();
    },

    /** Which schedule e-mail they get and in which language; only the fields given change. */
    async updateMailSettings(
      id: number,
      changes: { avisos_escala?: boolean; lembretes?: boolean; idioma?: string },
    ) {
      const flag = (value: boolean | undefined) =>
        value === undefined ? undefined : value ? 1 : 0;
      return write(async (trx, locks) => {
        await locks.liveUser(id, 'change');
        return trx
          .updateTable('users')
          .set({
            avisos_escala: flag(changes.avisos_escala),
            lembretes: flag(changes.lembretes),
            idioma: changes.idioma,
            updated_at: isoNow(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    async linkGoogle(id: number, googleSub: string, fotoUrl: string | null) {
      return write(async (trx, locks) => {
        await locks.liveUser(id, 'change');
        return trx
          .updateTable('users')
          .set((eb) => ({
            google_sub: googleSub,
            foto_url: eb.fn.coalesce('foto_url', eb.val(fotoUrl)),
            updated_at: isoNow(),
          }))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
