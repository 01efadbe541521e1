import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function createUploadsRepository(db: Kysely<Database>) {
  return {
    /** Both id and hash must match: names cannot be guessed by counting ids. */
    find: (id: number, hash: string) =>
      db
        .selectFrom('uploads')
        .select(['bytes', 'content_type', 'extension'])
        .where('id', '=', id)
        .where('hash', '=', hash)
        .executeTakeFirst(),
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
