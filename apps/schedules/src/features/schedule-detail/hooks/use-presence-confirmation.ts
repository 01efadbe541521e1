import { useConfirmPresence, useDeclinePresence } from '@levita/api-client';
import { mayAnswer, type PresenceAnswer, type ScheduleDetail } from '@levita/contracts';
import { useState } from 'react';

export interface PresenceConfirmation {
  /** The viewer's answer as it stands, this visit's included. */
  answer: PresenceAnswer;
  /** Scheduled, and pending, or declined while the answer may still change: the button shows. */
  canConfirm: boolean;
  /** Scheduled, not declined, and the schedule's day not over: "I can't make it" shows. */
  canDecline: boolean;
  /** Scheduled and confirmed: the label shows instead of the button. */
  confirmed: boolean;
  /** Scheduled and declined: the label and the reason show. */
  declined: boolean;
  /** The reason of a decline given on this visit (the detail brings the older one). */
  reason: string | null;
  /** Confirmed or declined on this visit: the success message shows. */
  justConfirmed: boolean;
  justDeclined: boolean;
  pending: boolean;
  declining: boolean;
  error: unknown;
  declineError: unknown;
  confirm: () => void;
  decline: (reason: string, onDone: () => void) => void;
}

/**
 * Part 2 §4 Presence, with declining added: scheduled and pending, then confirmed or
 * declined with a reason, and changed until the schedule's day is over (the API's
 * `posso_mudar_resposta`). A mutation refreshes the schedule; until the fresh one arrives the
 * answer just given already counts, so the buttons never flicker back.
 */
export function usePresenceConfirmation(schedule: ScheduleDetail): PresenceConfirmation {
  const confirmation = useConfirmPresence();
  const declination = useDeclinePresence();
  const [given, setGiven] = useState<{ answer: PresenceAnswer; reason: string | null } | null>(
    null,
  );
  const stored: PresenceAnswer = schedule.confirmei_presenca
    ? 'CONFIRMADO'
    : schedule.recusei_presenca
      ? 'RECUSADO'
      : 'PENDENTE';
  const answer = given?.answer ?? stored;
  const onIt = schedule.estou_escalado;
  const open = schedule.posso_mudar_resposta;
  return {
    answer,
    canConfirm: onIt && answer !== 'CONFIRMADO' && mayAnswer('CONFIRMADO', answer, open),
    canDecline: onIt && answer !== 'RECUSADO' && mayAnswer('RECUSADO', answer, open),
    confirmed: onIt && answer === 'CONFIRMADO',
    declined: onIt && answer === 'RECUSADO',
    reason: given?.reason ?? null,
    justConfirmed: given?.answer === 'CONFIRMADO',
    justDeclined: given?.answer === 'RECUSADO',
    pending: confirmation.isPending,
    declining: declination.isPending,
    error: confirmation.isError ? confirmation.error : null,
    declineError: declination.isError ? declination.error : null,
    confirm: () =>
      confirmation.mutate(schedule.id, {
        onSuccess: () => setGiven({ answer: 'CONFIRMADO', reason: null }),
      }),
    decline: (reason, onDone) =>
      declination.mutate(
        { scheduleId: schedule.id, motivo: reason },
        {
          onSuccess: () => {
            setGiven({ answer: 'RECUSADO', reason });
            onDone();
          },
        },
      ),
  };
}
