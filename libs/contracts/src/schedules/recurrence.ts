import { z } from 'zod/mini';
import {
  addDays,
  calendarDateSchema,
  inclusiveDays,
  wallClockTimeSchema,
  weekday,
} from '../calendar';
import { wholeNumber } from '../integers';

/*
 * Recurring schedules: from a template, the drafts of a weekly rule (weekdays and times, e.g.
 * Sundays 19:00 and Wednesdays 20:00) over a range of at most 26 weeks, skipping the dates and
 * times that already have a schedule of that template. Dates are calendar dates and times the
 * ministry's wall clock: a daylight-saving change in TIME_ZONE moves neither. docs/schedules.md.
 */

/** The longest range a rule covers. */
export const RECURRENCE_MAX_WEEKS = 26;

export const recurrenceRuleSchema = z.object({
  /** 0 Sunday ... 6 Saturday. */
  dia_semana: /* @__PURE__ */ wholeNumber({ error: 'invalid_weekday' }).check(
    /* @__PURE__ */ z.int('invalid_weekday'),
    z.gte(0, 'invalid_weekday'),
    z.lte(6, 'invalid_weekday'),
  ),
  /** The template's time when absent. */
  horario: z.optional(wallClockTimeSchema),
});

/** POST /modelos/{id}/recorrencia (and /previa): the rule and the range, both ends included. */
export const recurrenceRequestSchema = /* @__PURE__ */ z
  .object({
    regras: /* @__PURE__ */ z
      .array(recurrenceRuleSchema)
      .check(z.minLength(1, 'required'), z.maxLength(14, 'too_many')),
    data_inicial: calendarDateSchema,
    data_final: calendarDateSchema,
  })
  .check(
    z.refine(({ data_inicial, data_final }) => data_final >= data_inicial, {
      error: 'end_before_start',
      path: ['data_final'],
    }),
    z.refine(
      ({ data_inicial, data_final }) =>
        data_final < data_inicial ||
        inclusiveDays(data_inicial, data_final) <= RECURRENCE_MAX_WEEKS * 7,
      { error: 'recurrence_too_long', path: ['data_final'] },
    ),
  );
export type RecurrenceRequest = z.input<typeof recurrenceRequestSchema>;

const occurrenceSchema = z.object({
  data: z.string(),
  horario: z.string(),
  /** A schedule of the template is there already: it is left as it is. */
  existe: z.boolean(),
});

export const recurrencePreviewSchema = z.object({ datas: z.array(occurrenceSchema) });
export type RecurrencePreview = z.infer<typeof recurrencePreviewSchema>;

export const recurrenceResultSchema = z.object({
  criadas: z.array(
    z.object({ id: /* @__PURE__ */ z.int(), data: z.string(), horario: z.string() }),
  ),
  puladas: z.array(z.object({ data: z.string(), horario: z.string() })),
});
export type RecurrenceResult = z.infer<typeof recurrenceResultSchema>;

/**
 * The dates and times of the rule between `from` and `to` (both included), in order; a rule
 * without a time takes `templateTime`; the same date and time twice is once.
 */
export function recurrenceDates(
  rules: readonly { dia_semana: number; horario?: string }[],
  from: string,
  to: string,
  templateTime: string,
): { data: string; horario: string }[] {
  const found = new Map<string, { data: string; horario: string }>();
  const days = Math.min(inclusiveDays(from, to), RECURRENCE_MAX_WEEKS * 7);
  for (let offset = 0; offset < days; offset++) {
    const data = addDays(from, offset);
    const day = weekday(data);
    for (const rule of rules)
      if (rule.dia_semana === day) {
        const horario = rule.horario ?? templateTime;
        found.set(`${data}T${horario}`, { data, horario });
      }
  }
  return [...found.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry);
}

/** The occurrences with whether each already has a schedule of the template (`existing`). */
export function recurrencePreview(
  dates: readonly { data: string; horario: string }[],
  existing: readonly { data: string; horario: string }[],
): RecurrencePreview {
  const there = new Set(existing.map((row) => `${row.data}T${row.horario}`));
  return {
    datas: dates.map((date) => ({ ...date, existe: there.has(`${date.data}T${date.horario}`) })),
  };
}
