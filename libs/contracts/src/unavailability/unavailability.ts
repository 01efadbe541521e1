import { z } from 'zod';
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

const id = z.number().int();

export const unavailabilitySchema = z
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
  })
  .meta({ id: 'Indisponibilidade' });
export type Unavailability = z.infer<typeof unavailabilitySchema>;

export const memberUnavailabilitiesSchema = z.object({
  indisponibilidades: z.array(unavailabilitySchema),
});
export type MemberUnavailabilities = z.infer<typeof memberUnavailabilitiesSchema>;

const reasonField = z
  .string({ error: 'required' })
  .trim()
  // Abort: a blank reason is "required", not also "too short".
  .min(1, { error: 'required', abort: true })
  .min(UNAVAILABILITY_REASON_MIN, 'reason_min_length')
  .max(UNAVAILABILITY_REASON_MAX, 'too_long');

const memberIdField = z.coerce
  .number({ error: 'required' })
  .int('invalid_value')
  .positive('required');

const periodFields = {
  /** 'yyyy-MM-dd', or the web's 'yyyy-MM-ddT00:00:00' (part 2 §5). */
  data_inicio: calendarDateSchema,
  data_fim: calendarDateSchema,
  justificativa: reasonField,
};

/** The end may equal the start (a one-day period), never come before it. */
const endNotBeforeStart = <T extends { data_inicio: string; data_fim: string }>(value: T) =>
  value.data_fim >= value.data_inicio;
const endBeforeStartIssue = { path: ['data_fim'], message: 'end_before_start' };

/** POST /indisponibilidades: only for the caller's own membership. */
export const createUnavailabilityRequestSchema = z
  .object({ membro_id: memberIdField, ...periodFields })
  .refine(endNotBeforeStart, endBeforeStartIssue);
export type CreateUnavailabilityRequest = z.input<typeof createUnavailabilityRequestSchema>;

/** PUT /indisponibilidades/{id}: the whole period again; membro_id, if sent, the entry's. */
export const updateUnavailabilityRequestSchema = z
  .object({ membro_id: memberIdField.optional(), ...periodFields })
  .refine(endNotBeforeStart, endBeforeStartIssue);
export type UpdateUnavailabilityRequest = z.input<typeof updateUnavailabilityRequestSchema>;

/** GET /ministerios/{id}/indisponiveis: the day asked for, today in the ministry by default. */
export const unavailableMembersQuerySchema = z.object({ data: calendarDateSchema.optional() });

export const unavailableMemberSchema = unavailableMemberEntrySchema.extend({ nome: z.string() });
export type UnavailableMember = z.infer<typeof unavailableMemberSchema>;

export const unavailableMembersSchema = z.object({
  data: z.string(),
  membros_indisponiveis: z.array(unavailableMemberSchema),
});
export type UnavailableMembers = z.infer<typeof unavailableMembersSchema>;
