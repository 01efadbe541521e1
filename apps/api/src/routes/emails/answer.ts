import { createHash } from 'node:crypto';
import {
  apiPaths,
  declinePresenceRequestSchema,
  fillPlaceholders,
  type MailAnswer,
  mailAnswerQuerySchema,
  ministryLinks,
  type PresenceAnswer,
  presenceAnswerOf,
  presenceAnswerOpen,
  type ScheduleMailKey,
  scheduleMailTexts,
} from '@levita/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { HttpError } from '../../errors/http-error';
import { escapeHtml } from '../../html/escape-html';
import { mailPage } from '../../html/mail-page';
import { spokenDate } from '../../mail/schedule-mail';
import { requestLocale, type ServerLocale, userLocale } from '../../i18n/messages';
import type { ScheduleRow } from '../../repositories/schedules-repository';

/**
 * Mail scanners open every link in an e-mail, so opening "Vou" must not record it by itself:
 * the page posts its form with this script as it loads (a person sees one tap), and shows the
 * form's button where scripts do not run. The script is allowed by its hash alone.
 */
const SUBMIT_SCRIPT = "document.getElementById('answer').submit();";
const SUBMIT_SCRIPT_HASH = createHash('sha256').update(SUBMIT_SCRIPT).digest('base64');
const PAGE_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  `script-src 'sha256-${SUBMIT_SCRIPT_HASH}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join(';');

/** Said of a link that may not answer, with the status the page is sent with. */
type Refusal = { status: 400 | 403 | 404 | 409; key: ScheduleMailKey };
const invalid: Refusal = { status: 404, key: 'answer_invalid' };
const notYours: Refusal = { status: 403, key: 'answer_not_yours' };
const closed: Refusal = { status: 409, key: 'answer_closed' };

/** Whether the schedule still takes answers from a link: published, not finished, its day not over. */
const takesAnswers = (schedule: ScheduleRow, today: string) =>
  schedule.publicada === 1 && schedule.finalizada === 0 && presenceAnswerOpen(schedule.data, today);

/** The answer a link gives, as the answer the schedule's row would then hold. */
const answerOf = (wanted: MailAnswer): Exclude<PresenceAnswer, 'PENDENTE'> =>
  wanted === 'vou' ? 'CONFIRMADO' : 'RECUSADO';

/** What the page says of an answer recorded now, and of one the row held already. */
const recordedKey: Record<MailAnswer, ScheduleMailKey> = {
  vou: 'answer_confirmed',
  nao_vou: 'answer_declined',
};
const alreadyKey: Record<MailAnswer, ScheduleMailKey> = {
  vou: 'answer_already_confirmed',
  nao_vou: 'answer_already_declined',
};

/** Raised under the schedule's lock when the row already holds the link's answer. */
class AlreadyAnswered extends Error {}

/**
 * The "Vou" / "Não poderei ir" links of schedule e-mail and reminders (docs/schedules.md
 * "One-tap answers"). The token names the schedule and the person; each request reads whether
 * that person is still on it and whether answers are open, and the POST decides again under
 * the schedule's lock, as an answer given in the app does. Repeating an answer changes nothing.
 */
export const mailAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string).entries())),
  );

  /** Who and what the link is for, or why it may not answer; in the person's language. */
  async function situation(token: string, fallback: ServerLocale) {
    const claims = app.answerTokens.verify(token);
    const user = claims && (await app.repos.users.findById(claims.userId));
    if (!claims || !user || user.excluido_em !== null)
      return { locale: fallback, refused: invalid } as const;
    const locale = userLocale(user);
    const schedule = await app.repos.schedules.findById(claims.scheduleId);
    if (!schedule || !takesAnswers(schedule, todayIn(app.config.timeZone)))
      return { locale, refused: closed } as const;
    const member = await app.repos.members.find(schedule.ministry_id, user.id);
    const row =
      member?.status === 'ATIVO'
        ? await app.repos.schedules.scheduledMember(schedule.id, member.id)
        : undefined;
    if (!row) return { locale, refused: notYours } as const;
    return { locale, user, schedule, previous: presenceAnswerOf(row) } as const;
  }

  const say = (locale: ServerLocale, key: ScheduleMailKey, params: Record<string, string> = {}) =>
    escapeHtml(fillPlaceholders(scheduleMailTexts[locale][key], params));

  /** A page of these links; with `script`, the submitting one, allowed by its hash alone. */
  function send(
    reply: FastifyReply,
    locale: ServerLocale,
    status: number,
    body: string,
    script?: typeof SUBMIT_SCRIPT,
  ) {
    const title = scheduleMailTexts[locale].answer_page_title;
    if (script) reply.header('content-security-policy', PAGE_POLICY);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(mailPage(locale, title, body, script));
  }

  const refuse = (reply: FastifyReply, locale: ServerLocale, refusal: Refusal) =>
    send(reply, locale, refusal.status, `<p role="alert">${say(locale, refusal.key)}</p>`);

  /** The schedule's name and time as the pages say them. */
  const about = (locale: ServerLocale, schedule: ScheduleRow) => ({
    titulo: schedule.titulo,
    quando: `${spokenDate(schedule.data, locale)}, ${schedule.horario}`,
  });

  const appLink = (locale: ServerLocale, schedule: ScheduleRow) => {
    const href = app.config.appUrl + ministryLinks.schedule(schedule.ministry_id, schedule.id);
    return `<p><a href="${escapeHtml(href)}">${say(locale, 'answer_open_app')}</a></p>`;
  };

  /** The page of an answer recorded now or before: what it is and where to change it. */
  function answered(
    reply: FastifyReply,
    locale: ServerLocale,
    schedule: ScheduleRow,
    key: ScheduleMailKey,
  ) {
    return send(
      reply,
      locale,
      200,
      `<p role="status">${say(locale, key, about(locale, schedule))}</p>
<p>${say(locale, 'answer_change_hint')}</p>
${appLink(locale, schedule)}`,
    );
  }

  const actionOf = (token: string, wanted: MailAnswer) =>
    `/api${apiPaths.mailAnswer}?token=${encodeURIComponent(token)}&resposta=${wanted}`;

  /** The decline form: the reason is asked before anything is recorded. */
  function reasonForm(
    locale: ServerLocale,
    schedule: ScheduleRow,
    token: string,
    given = '',
    error?: ScheduleMailKey,
  ) {
    const field = 'width: 100%; box-sizing: border-box; font: inherit; padding: 0.5rem';
    return `<form method="post" action="${escapeHtml(actionOf(token, 'nao_vou'))}">
<p>${say(locale, 'answer_decline_intro', about(locale, schedule))}</p>
<p><label for="motivo">${say(locale, 'answer_reason_label')}</label><br>
<textarea id="motivo" name="motivo" rows="4" minlength="5" maxlength="300" required aria-describedby="motivo-ajuda${error ? ' motivo-erro' : ''}"${error ? ' aria-invalid="true" autofocus' : ''} style="${field}">${escapeHtml(given)}</textarea>
<small id="motivo-ajuda">${say(locale, 'answer_reason_hint')}</small></p>
${error ? `<p id="motivo-erro" role="alert">${say(locale, error)}</p>` : ''}
<button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">${say(locale, 'answer_decline_button')}</button>
</form>`;
  }

  const schema = {
    tags: ['schedules'],
    querystring: mailAnswerQuerySchema,
    produces: ['text/html'],
  };

  app.get(
    apiPaths.mailAnswer,
    {
      schema: {
        ...schema,
        summary:
          "The page an e-mail's 'Vou' / 'Não poderei ir' link opens: it posts a yes as it loads, asks the reason of a no",
      },
    },
    async (request, reply) => {
      const { token, resposta } = request.query;
      const found = await situation(token, requestLocale(request));
      const { locale } = found;
      if (found.refused) return refuse(reply, locale, found.refused);
      const { schedule, previous } = found;
      if (previous === answerOf(resposta))
        return answered(reply, locale, schedule, alreadyKey[resposta]);
      if (resposta === 'nao_vou')
        return send(reply, locale, 200, reasonForm(locale, schedule, token));
      return send(
        reply,
        locale,
        200,
        `<form id="answer" method="post" action="${escapeHtml(actionOf(token, 'vou'))}">
<p role="status">${say(locale, 'answer_confirming', about(locale, schedule))}</p>
<button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">${say(locale, 'answer_confirm_button')}</button>
</form>`,
        SUBMIT_SCRIPT,
      );
    },
  );

  app.post(
    apiPaths.mailAnswer,
    {
      schema: {
        ...schema,
        summary:
          "Record the answer of an e-mail's link for the person it names (a no with its reason, form field motivo)",
      },
    },
    async (request, reply) => {
      const { token, resposta } = request.query;
      const found = await situation(token, requestLocale(request));
      const { locale } = found;
      if (found.refused) return refuse(reply, locale, found.refused);
      const { user, schedule } = found;

      let next: { confirm: true } | { confirm: false; motivo: string } = { confirm: true };
      if (resposta === 'nao_vou') {
        const form = (request.body ?? {}) as Record<string, unknown>;
        const given = typeof form.motivo === 'string' ? form.motivo : '';
        const parsed = declinePresenceRequestSchema.safeParse({ motivo: given });
        if (!parsed.success) {
          const tooLong = given.trim().length > 300;
          const error = tooLong ? 'answer_reason_too_long' : 'answer_reason_too_short';
          return send(reply, locale, 400, reasonForm(locale, schedule, token, given, error));
        }
        next = { confirm: false, motivo: parsed.data.motivo };
      }

      const wanted = answerOf(resposta);
      const today = todayIn(app.config.timeZone);
      let result: Awaited<ReturnType<typeof app.repos.schedules.answer>>;
      try {
        result = await app.repos.schedules.answer(
          schedule,
          { userId: user.id },
          next,
          (previous, now) => {
            if (previous === wanted) throw new AlreadyAnswered();
            return takesAnswers(now, today);
          },
        );
      } catch (error) {
        if (error instanceof AlreadyAnswered)
          return answered(reply, locale, schedule, alreadyKey[resposta]);
        // Since the link was read, the person left the ministry or the schedule went.
        if (error instanceof HttpError && error.statusCode === 403)
          return refuse(reply, locale, notYours);
        if (error instanceof HttpError && error.statusCode === 404)
          return refuse(reply, locale, closed);
        throw error;
      }
      if (!result) return refuse(reply, locale, notYours);
      if (result === 'refused') return refuse(reply, locale, closed);
      return answered(reply, locale, schedule, recordedKey[resposta]);
    },
  );
};
