import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { addDays, apiPaths, ministryLinks, presenceAnswerOpen } from '@levita/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { scheduleStart } from '../calendar/schedule-start';
import { todayIn } from '../calendar/today';
import { isoAfter } from '../db/clock';
import type { AppConfig } from '../config';
import { userLocale } from '../i18n/messages';
import type { Mailer } from '../mail/mailer';
import {
  mailTopicOf,
  scheduleMail,
  type ScheduleMailContent,
  type ScheduleMailKind,
} from '../mail/schedule-mail';
import type { AnswerTokens } from '../mail/answer-token';
import type { UnsubscribeTokens } from '../mail/unsubscribe-token';
import type { Repositories } from '../plugins/app/services';
import type { MailJobRow } from '../repositories/mail-jobs-repository';
import type { AfterScheduleWrite } from '../repositories/schedules-repository';
import { type PartChange, planScheduleNotices } from './plan-schedule-notices';

/** A send that takes longer than this is presumed dead and its job may go to another process. */
const LEASE_MS = 5 * 60_000;
/** Tries before a job is given up as failed: about a day of backing off. */
export const MAX_ATTEMPTS = 8;
/** Wait after the nth failed try: 1, 2, 4 ... minutes, at most 6 hours. */
const backoffMs = (attempts: number) => Math.min(2 ** (attempts - 1) * 60_000, 6 * 3_600_000);
/** Reminders are looked for on schedules up to this many days ahead (REMINDER_HOURS.max). */
const REMINDER_DAYS_AHEAD = 8;

/** What the job row keeps of its cause. */
interface JobPayload {
  change?: PartChange;
  /** The schedule as it was: what a cancellation e-mail tells after the row is gone. */
  snapshot?: { ministry_id: number; titulo: string; data: string; horario: string };
}

interface Dependencies {
  repos: Repositories;
  mailer: Mailer;
  config: AppConfig;
  unsubscribe: UnsubscribeTokens;
  answers: AnswerTokens;
  log: FastifyBaseLogger;
}

/**
 * Schedule e-mail (docs/schedules.md "E-mail"): changes queue jobs in their own transaction
 * (`afterScheduleWrite`), and every API process sends from the queue, claiming one job at a
 * time, so a request never waits for SMTP and a job is sent by one process only. Each
 * process also looks for due reminders every MAIL_POLL_SECONDS; the job's key makes a
 * reminder queued by two processes one row.
 */
export function createMailQueue(deps: Dependencies) {
  const { repos, mailer, config, unsubscribe, answers, log } = deps;
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let draining: Promise<void> | undefined;
  let drainAgain = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const afterScheduleWrite: AfterScheduleWrite = async (trx, before, after) => {
    const schedule = after ?? before;
    if (!schedule) return;
    const notices = planScheduleNotices(before, after, todayIn(config.timeZone));
    const snapshot = {
      ministry_id: schedule.ministry_id,
      titulo: schedule.titulo,
      data: schedule.data,
      horario: schedule.horario,
    };
    await repos.mailJobs.enqueue(
      notices.map((notice) => ({
        user_id: notice.user_id,
        kind: notice.kind,
        schedule_id: schedule.id,
        payload: {
          snapshot,
          ...(notice.kind === 'escala_alterada' && { change: notice.change }),
        } satisfies JobPayload,
      })),
      trx,
    );
  };

  async function queueReminders(now: Date) {
    const today = todayIn(config.timeZone, now);
    const places = await repos.mailJobs.unansweredPlaces(
      today,
      addDays(today, REMINDER_DAYS_AHEAD),
    );
    const due = places.filter((place) => {
      const start = scheduleStart(place.data, place.horario, config.timeZone).getTime();
      return now.getTime() < start && now.getTime() >= start - place.lembrete_horas * 3_600_000;
    });
    await repos.mailJobs.enqueue(
      due.map((place) => ({
        user_id: place.user_id,
        kind: 'lembrete',
        schedule_id: place.schedule_id,
        payload: { snapshot: undefined } satisfies JobPayload,
        // Once per person and schedule time: moving the schedule earns a new reminder.
        dedupe_key: `lembrete:${place.schedule_id}:${place.user_id}:${place.data}T${place.horario}`,
      })),
    );
  }

  /** What the e-mail says, read now; undefined when it no longer has anything to say. */
  async function contentOf(
    job: MailJobRow,
    user: { nome: string; email: string; idioma: string },
  ): Promise<ScheduleMailContent | undefined> {
    const kind = job.kind as ScheduleMailKind;
    const payload = JSON.parse(job.payload) as JobPayload;
    const schedule = job.schedule_id ? await repos.schedules.findById(job.schedule_id) : undefined;
    const leaving = kind === 'escala_cancelada' || payload.change?.removed === true;
    if (!leaving && (!schedule || schedule.publicada !== 1 || schedule.finalizada === 1))
      return undefined;
    const about = schedule ?? payload.snapshot;
    if (!about) return undefined;
    const ministry = await repos.ministries.findById(about.ministry_id);
    if (!ministry) return undefined;

    let functions: string[] = [];
    let songs: ScheduleMailContent['songs'] = [];
    let answer: ScheduleMailContent['answer'];
    if (!leaving && schedule) {
      const members = await repos.schedules.membersOf(schedule.id);
      const mine = members.find((member) => member.user_id === job.user_id);
      if (!mine) return undefined;
      if (kind === 'lembrete') {
        if (mine.confirmado === 1 || mine.recusado_em !== null) return undefined;
        const start = scheduleStart(schedule.data, schedule.horario, config.timeZone);
        if (start.getTime() <= Date.now()) return undefined;
      }
      functions = mine.functions.map((fn) => fn.nome);
      if (presenceAnswerOpen(schedule.data, todayIn(config.timeZone))) {
        const token = answers.sign(schedule.id, job.user_id);
        const base = `${config.appUrl}/api${apiPaths.mailAnswer}?token=${token}&resposta=`;
        answer = { yes: `${base}vou`, no: `${base}nao_vou` };
      }
      songs = (await repos.schedules.songsOf(schedule.id)).map((song) => ({
        nome: song.nome,
        artista: song.artista,
        tom: song.tom_alterado ?? song.tom,
      }));
    }
    const topic = mailTopicOf(kind);
    return {
      kind,
      locale: userLocale(user),
      to: user.email,
      nome: user.nome,
      ministerio: ministry.nome,
      titulo: about.titulo,
      data: about.data,
      horario: about.horario,
      local: schedule?.local ?? null,
      functions,
      songs,
      ...(payload.change && { change: payload.change }),
      ...(schedule && { link: config.appUrl + ministryLinks.schedule(ministry.id, schedule.id) }),
      ...(answer && { answer }),
      unsubscribe: {
        topic,
        link: `${config.appUrl}/api/emails/descadastrar?token=${unsubscribe.sign(job.user_id, topic)}`,
      },
    };
  }

  async function run(job: MailJobRow) {
    try {
      const user = await repos.users.findById(job.user_id);
      const kind = job.kind as ScheduleMailKind;
      const wanted = user && user[mailTopicOf(kind)] === 1;
      const content = wanted ? await contentOf(job, user) : undefined;
      if (!content) {
        await repos.mailJobs.finish(job.id, worker, { status: 'skipped' });
        return;
      }
      await mailer.send(scheduleMail(content));
      await repos.mailJobs.finish(job.id, worker, { status: 'sent' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, job: job.id, attempts: job.attempts }, 'schedule e-mail failed');
      if (job.attempts >= MAX_ATTEMPTS)
        await repos.mailJobs.finish(job.id, worker, { status: 'failed', error: reason });
      else
        await repos.mailJobs.retryLater(job.id, worker, isoAfter(backoffMs(job.attempts)), reason);
    }
  }

  async function drain() {
    while (!stopped) {
      const job = await repos.mailJobs.claim(worker, LEASE_MS);
      if (!job) return;
      await run(job);
    }
  }

  /** Sends what is due, in the background; a kick while sending makes it look once more. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (draining) {
      drainAgain = true;
      return draining;
    }
    draining = (async () => {
      do {
        drainAgain = false;
        await drain();
      } while (drainAgain && !stopped);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'mail queue failed'))
      .finally(() => {
        draining = undefined;
      });
    return draining;
  }

  /** One round: queue the reminders due at `now`, then send everything due. */
  async function tick(now = new Date()) {
    await queueReminders(now);
    await kick();
  }

  return {
    afterScheduleWrite,
    kick,
    tick,
    start() {
      timer = setInterval(() => {
        tick().catch((error: unknown) => log.error({ err: error }, 'mail queue round failed'));
      }, config.mailPollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await draining;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
