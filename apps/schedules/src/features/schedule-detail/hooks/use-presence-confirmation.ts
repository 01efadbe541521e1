import { useConfirmPresence } from '@levita/api-client';
import type { ScheduleDetail } from '@levita/contracts';

export interface PresenceConfirmation {
  /** Scheduled and not confirmed yet: the button shows. */
  canConfirm: boolean;
  /** Scheduled and confirmed: the label shows instead of the button. */
  confirmed: boolean;
  /** Confirmed on this visit: the success message shows. */
  justConfirmed: boolean;
  pending: boolean;
  error: unknown;
  confirm: () => void;
}

/**
 * Part 2 §4 Presence: scheduled and not confirmed, then confirm, then confirmed. The
 * mutation refreshes the schedule; until the fresh one arrives its success already counts, so
 * the button never comes back for a moment.
 */
export function usePresenceConfirmation(schedule: ScheduleDetail): PresenceConfirmation {
  const mutation = useConfirmPresence();
  const confirmed = schedule.confirmei_presenca || mutation.isSuccess;
  return {
    canConfirm: schedule.estou_escalado && !confirmed,
    confirmed: schedule.estou_escalado && confirmed,
    justConfirmed: mutation.isSuccess,
    pending: mutation.isPending,
    error: mutation.isError ? mutation.error : null,
    confirm: () => mutation.mutate(schedule.id),
  };
}
