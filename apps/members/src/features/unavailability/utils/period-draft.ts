import {
  UNAVAILABILITY_REASON_MIN,
  type CreateUnavailabilityRequest,
  type Unavailability,
} from '@levita/contracts';

/** The form's fields as typed: dates 'yyyy-MM-dd' from the date inputs ('' when empty). */
export interface PeriodDraft {
  start: string;
  end: string;
  reason: string;
}

export type PeriodField = keyof PeriodDraft;
export type PeriodError =
  'startRequired' | 'endRequired' | 'endBeforeStart' | 'reasonRequired' | 'reasonMin';
export type PeriodErrors = Partial<Record<PeriodField, PeriodError>>;

/** The order the fields come in, to focus the first one to fix. */
export const periodFields: readonly PeriodField[] = ['start', 'end', 'reason'];

export function draftOf(entry?: Unavailability): PeriodDraft {
  return entry
    ? {
        start: entry.data_inicio.slice(0, 10),
        end: entry.data_fim.slice(0, 10),
        reason: entry.justificativa,
      }
    : { start: '', end: '', reason: '' };
}

/**
 * A new start date. Part 2 §5: an end already chosen that now comes before the start is raised
 * to the start, so moving the start later never leaves an impossible period behind.
 */
export function withStart(
  draft: PeriodDraft,
  start: string,
): { draft: PeriodDraft; raised: boolean } {
  const raised = start !== '' && draft.end !== '' && draft.end < start;
  return { draft: { ...draft, start, end: raised ? start : draft.end }, raised };
}

/**
 * Part 2 §5: both dates required, the end not before the start (the dates are 'yyyy-MM-dd',
 * so comparing the text compares the days), a reason of at least 5 characters once trimmed,
 * as the API counts it.
 */
export function periodErrors({ start, end, reason }: PeriodDraft): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!start) errors.start = 'startRequired';
  if (!end) errors.end = 'endRequired';
  else if (start && end < start) errors.end = 'endBeforeStart';
  const reasonLength = reason.trim().length;
  if (reasonLength === 0) errors.reason = 'reasonRequired';
  else if (reasonLength < UNAVAILABILITY_REASON_MIN) errors.reason = 'reasonMin';
  return errors;
}

/** The body of part 2 §5: dates as date + "T00:00:00", the reason trimmed. */
export function periodRequest(draft: PeriodDraft, memberId: number): CreateUnavailabilityRequest {
  return {
    membro_id: memberId,
    data_inicio: `${draft.start}T00:00:00`,
    data_fim: `${draft.end}T00:00:00`,
    justificativa: draft.reason.trim(),
  };
}
