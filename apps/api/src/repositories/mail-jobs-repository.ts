import type { Kysely, Selectable } from 'kysely';
import { isoAfter, isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import type { Database, MailJobsTable } from '../db/schema';

export type MailJobRow = Selectable<MailJobsTable>;

export interface NewMailJob {
  user_id: number;
  kind: string;
  schedule_id: number | null;
  payload: unknown;
  /** Set when several processes may queue the same e-mail (reminders): only one row lands. */
  dedupe_key?: string;
  /** Not before this instant; now when absent. */
  run_at?: string;
}

/**
 * The durable queue of e-mail (docs/schedules.md "E-mail"). A job is claimed by one process at
 * a time with a lease: a row goes from pending to sending in one UPDATE, which PostgreSQL runs
 * over `FOR UPDATE SKIP LOCKED` and SQLite under its single writer lock, so two API replicas
 * never take the same job. A process that dies mid-send leaves a lease that runs out, and the
 * job is taken again.
 */
export function createMailJobsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /** In the transaction of the change that causes it, if given: the job commits with it. */
    async enqueue(jobs: NewMailJob[], executor: Kysely<Database> = db) {
      if (!jobs.length) return;
      const now = isoNow();
      await executor
        .insertInto('mail_jobs')
        .values(
          jobs.map((job) => ({
            user_id: job.user_id,
            kind: job.kind,
            schedule_id: job.schedule_id,
            payload: JSON.stringify(job.payload),
            dedupe_key: job.dedupe_key ?? null,
            run_at: job.run_at ?? now,
            created_at: now,
          })),
        )
        .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
        .execute();
    },

    /** Takes the next due job for `worker` until the lease ends; undefined when none is due. */
    async claim(worker: string, leaseMs: number, now = new Date()) {
      const at = isoNow(now);
      return db
        .updateTable('mail_jobs')
        .set((eb) => ({
          status: 'sending',
          locked_by: worker,
          locked_until: isoAfter(leaseMs, now),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', (eb) => {
          const due = eb
            .selectFrom('mail_jobs')
            .select('id')
            .where((w) =>
              w.or([
                w.and([w('status', '=', 'pending'), w('run_at', '<=', at)]),
                w.and([w('status', '=', 'sending'), w('locked_until', '<', at)]),
              ]),
            )
            .orderBy('run_at')
            .orderBy('id')
            .limit(1);
          return kind === 'postgres' ? due.forUpdate().skipLocked() : due;
        })
        .returningAll()
        .executeTakeFirst();
    },

    /** Ends the job, if this worker still holds it (a lease that ran out went to another). */
    async finish(
      id: number,
      worker: string,
      outcome: { status: 'sent' | 'skipped' | 'failed'; error?: string },
    ) {
      await db
        .updateTable('mail_jobs')
        .set({
          status: outcome.status,
          sent_at: outcome.status === 'sent' ? isoNow() : null,
          last_error: outcome.error ?? null,
          locked_by: null,
          locked_until: null,
        })
        .where('id', '=', id)
        .where('locked_by', '=', worker)
        .execute();
    },

    /** Puts the job back in the queue after a failed try, to run again at `runAt`. */
    async retryLater(id: number, worker: string, runAt: string, error: string) {
      await db
        .updateTable('mail_jobs')
        .set({
          status: 'pending',
          run_at: runAt,
          last_error: error,
          locked_by: null,
          locked_until: null,
        })
        .where('id', '=', id)
        .where('locked_by', '=', worker)
        .execute();
    },

    /**
     * Unanswered places on published, unfinished schedules dated in [from, to], with the
     * ministry's reminder lead time and the person's e-mail switch on: the candidates for a
     * reminder, which the caller times exactly.
     */
    unansweredPlaces: (from: string, to: string) =>
      db
        .selectFrom('schedule_members as sm')
        .innerJoin('schedules as s', 's.id', 'sm.schedule_id')
        .innerJoin('ministries as m', 'm.id', 's.ministry_id')
        .innerJoin('members as mb', 'mb.id', 'sm.member_id')
        .innerJoin('users as u', 'u.id', 'mb.user_id')
        .select([
          's.id as schedule_id',
          's.data',
          's.horario',
          'm.lembrete_horas',
          'u.id as user_id',
        ])
        .where('s.publicada', '=', 1)
        .where('s.finalizada', '=', 0)
        .where('s.data', '>=', from)
        .where('s.data', '<=', to)
        .where('m.lembrete_horas', '>', 0)
        .where('sm.confirmado', '=', 0)
        .where('sm.recusado_em', 'is', null)
        .where('mb.status', '=', 'ATIVO')
        .where('u.lembretes', '=', 1)
        .execute(),

    /** For tests and operators: the queue as it stands. */
    all: () => db.selectFrom('mail_jobs').selectAll().orderBy('id').execute(),
  };
}

export type MailJobsRepository = ReturnType<typeof createMailJobsRepository>;
