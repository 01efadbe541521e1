import { z } from 'zod/mini';
import { typedText } from '../text';

/**
 * A scheduled member's answer: confirmed, declined with a reason, or not yet given.
 * The API stores it, the web shows it and the reports count it from this one rule.
 */
export const presenceAnswers = ['CONFIRMADO', 'RECUSADO', 'PENDENTE'] as const;
export const presenceAnswerSchema = z.enum(presenceAnswers);
export type PresenceAnswer = z.infer<typeof presenceAnswerSchema>;

/** A member row as the database keeps it: `confirmado` 0/1, `recusado_em` set on a decline. */
export function presenceAnswerOf(row: {
  confirmado: number | boolean;
  recusado_em: string | null;
}): PresenceAnswer {
  if (Number(row.confirmado) === 1) return 'CONFIRMADO';
  return row.recusado_em === null ? 'PENDENTE' : 'RECUSADO';
}

/**
 * Whether an edit keeps the answers given: members who stay keep theirs unless the day or the
 * time moved, when they are asked again (a yes for Sunday says nothing of Saturday).
 */
export const answersSurviveEdit = (
  before: { data: string; horario: string },
  after: { data: string; horario: string },
): boolean => before.data === after.data && before.horario === after.horario;

/** A reason short enough to read in a list and long enough to say something. */
export const DECLINE_REASON_MIN_LENGTH = 5;
export const DECLINE_REASON_MAX_LENGTH = 300;

export const declinePresenceRequestSchema = z.object({
  motivo: /* @__PURE__ */ z
    .string()
    .check(
      ...typedText,
      z.minLength(DECLINE_REASON_MIN_LENGTH, 'decline_reason_too_short'),
      z.maxLength(DECLINE_REASON_MAX_LENGTH, 'too_long'),
    ),
});
export type DeclinePresenceRequest = z.infer<typeof declinePresenceRequestSchema>;

/**
 * Whether an answer may still be given or changed: until the end of the schedule's day, in the
 * ministry's calendar. `scheduleDate` is the schedule's local 'yyyy-MM-dd…', `today` the
 * server's calendar date in its TIME_ZONE.
 *
 * A first confirmation stays open afterwards (part 2 §4 sets no limit, and a team may record
 * who came); declining, and changing an answer given, close with the day.
 */
export function presenceAnswerOpen(scheduleDate: string, today: string): boolean {
  return scheduleDate.slice(0, 10) >= today;
}

/**
 * Whether `next` may be recorded over `previous`: anything while the answer is open; after the
 * schedule's day, only a first confirmation (confirming again changes nothing). The API, the
 * mock API and the detail's buttons all ask this.
 */
export function mayAnswer(
  next: Exclude<PresenceAnswer, 'PENDENTE'>,
  previous: PresenceAnswer,
  open: boolean,
): boolean {
  return open || (next === 'CONFIRMADO' && previous !== 'RECUSADO');
}

/**
 * Who reads a decline's reason: the member who gave it, admin rights and the schedule's
 * leader (the people who must find a substitute). Everyone else sees only that they declined.
 */
export function mayReadDeclineReason(viewer: {
  canEdit: boolean;
  memberId: number | undefined;
  answerOf: number;
}): boolean {
  return viewer.canEdit || viewer.memberId === viewer.answerOf;
}

/** What an e-mail's one-tap link answers: "Vou" or "Não poderei ir". */
export const mailAnswers = ['vou', 'nao_vou'] as const;
export type MailAnswer = (typeof mailAnswers)[number];

/** ?token=&resposta= of an e-mail's answer link; the server checks the token's signature. */
export const mailAnswerQuerySchema = z.object({
  token: /* @__PURE__ */ z.string().check(z.maxLength(200)),
  resposta: z.enum(mailAnswers),
});
export type MailAnswerQuery = z.infer<typeof mailAnswerQuerySchema>;
