import { z } from 'zod/mini';
import { expectedVersionField, recordVersionSchema } from '../record-version';
import { wholeNumber } from '../integers';
import { typedText } from '../text';
import { calendarDateSchema } from '../calendar';
import { unavailableMemberEntrySchema } from '../schedules/schedule';

/** Reason length limits (part 2 §5, §9). */
export const UNAVAILABILITY_REASON_MIN = 5;
export const UNAVAILABILITY_REASON_MAX = 500;

/** Derived from the dates against today in the ministry's time zone (part 2 §4). */
export const unavailabilityStatuses = ['futura', 'atual', 'passada'] as const;
export const unavailabilityStatusSchema = z.enum(unavailabilityStatuses);
export type UnavailabilityStatus = z.infer<typeof unavailabilityStatusSchema>;

/** Dates are 'yyyy-MM-dd', so comparing them as text compares the days. */
export function unavailabilityStatus(
  period: { data_inicio: string; data_fim: string },
  today: string,
): UnavailabilityStatus {
  if (period.data_fim < today) return 'passada';
  if (period.data_inicio > today) return 'futura';
  return 'atual';
}

const id = /* @__PURE__ */ z.int();

export const unavailabilitySchema = /* @__PURE__ */ z
  .object({
    id,
    membro_id: id,
    /** 'yyyy-MM-dd', both days included. */
    data_inicio: z.string(),
    data_fim: z.string(),
    justificativa: z.string(),
    status: unavailabilityStatusSchema,
    /** Inclusive day count: end minus start plus one. */
    dias: id,
    versao: recordVersionSchema,
  })
  .register(z.globalRegistry, { id: 'Indisponibilidade' });
export type Unavailability = z.infer<typeof unavailabilitySchema>;

export const memberUnavailabilitiesSchema = z.object({
  indisponibilidades: z.array(unavailabilitySchema),
});
export type MemberUnavailabilities = z.infer<typeof memberUnavailabilitiesSchema>;

const reasonField = /* @__PURE__ */ z.string({ error: 'required' }).check(
  ...typedText,
  // Abort: a blank reason is "required", not also "too short".
  z.minLength(1, { error: 'required', abort: true }),
  z.minLength(UNAVAILABILITY_REASON_MIN, 'reason_min_length'),
  z.maxLength(UNAVAILABILITY_REASON_MAX, 'too_long'),
);

const memberIdField = /* @__PURE__ */ wholeNumber({ error: 'required' }).check(
  /* @__PURE__ */ z.int('invalid_value'),
  z.positive('required'),
);

const periodFields = {
  /** 'yyyy-MM-dd', or the web's 'yyyy-MM-ddT00:00:00' (part 2 §5). */
  data_inicio: calendarDateSchema,
  data_fim: calendarDateSchema,
  justificativa: reasonField,
};

/** The end may equal the start (a one-day period), never come before it. */
const endNotBeforeStart = () =>
  z.refine<{ data_inicio: string; data_fim: string }>(
    (value) => value.data_fim >= value.data_inicio,
    { path: ['data_fim'], error: 'end_before_start' },
  );

/** POST /indisponibilidades: only for the caller's own membership. */
export const createUnavailabilityRequestSchema = /* @__PURE__ */ z
  .object({ membro_id: memberIdField, ...periodFields })
  .check(endNotBeforeStart());
export type CreateUnavailabilityRequest = z.input<typeof createUnavailabilityRequestSchema>;

/** PUT /indisponibilidades/{id}: the whole period again; membro_id, if sent, the entry's. */
export const updateUnavailabilityRequestSchema = /* @__PURE__ */ z
  .object({ membro_id: z.optional(memberIdField), ...periodFields, versao: expectedVersionField })
  .check(endNotBeforeStart());
export type UpdateUnavailabilityRequest = z.input<typeof updateUnavailabilityRequestSchema>;

/** GET /ministerios/{id}/indisponiveis: the day asked for, today in the ministry by default. */
export const unavailableMembersQuerySchema = z.object({ data: z.optional(calendarDateSchema) });

export const unavailableMemberSchema = z.extend(unavailableMemberEntrySchema, { nome: z.string() });
export type UnavailableMember = z.infer<typeof unavailableMemberSchema>;

export const unavailableMembersSchema = z.object({
  data: z.string(),
  membros_indisponiveis: z.array(unavailableMemberSchema),
});
export type UnavailableMembers = z.infer<typeof unavailableMembersSchema>;
