import type { Kysely } from 'kysely';
import { isoNow } from '../db/clock';
import type { Database } from '../db/schema';

export function createNewsletterRepository(db: Kysely<Database>) {
  return {
    /** Subscribing twice keeps the first subscription: not an error, never a duplicate. */
    async subscribe(email: string, nome: string | null, locale: string) {
      await db
        .insertInto('newsletter_subscriptions')
        .values({ email, nome, locale, created_at: isoNow() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .execute();
    },

    async count(email: string) {
      const row = await db
        .selectFrom('newsletter_subscriptions')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
