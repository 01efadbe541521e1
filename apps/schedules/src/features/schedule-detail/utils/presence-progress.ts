import type { ScheduledMember } from '@levita/contracts';

export interface PresenceProgress {
  confirmed: number;
  /** Declined: counted apart, so the leader sees at once who is missing. */
  declined: number;
  total: number;
  /** Whole percent, rounded (part 2 §9); 0 when nobody is scheduled. */
  percent: number;
}

/**
 * How many of the scheduled members confirmed. Counted from the members themselves rather
 * than `total_confirmados`, so the bar always agrees with the marks next to each name.
 */
export function presenceProgress(
  members: readonly Pick<ScheduledMember, 'resposta'>[],
): PresenceProgress {
  const total = members.length;
  const confirmed = members.filter((member) => member.resposta === 'CONFIRMADO').length;
  const declined = members.filter((member) => member.resposta === 'RECUSADO').length;
  const percent = total === 0 ? 0 : Math.round((confirmed / total) * 100);
  return { confirmed, declined, total, percent };
}
