import { ConfirmDialog } from '@levita/ui';
import type { LeaveGuard } from './use-leave-guard';

export interface LeaveQuestionDialogProps {
  guard: LeaveGuard;
  /** The page's own words: "Descartar a nova escala?", "Sair sem salvar?"... */
  title: string;
  message: string;
  leaveLabel: string;
  stayLabel: string;
}

/**
 * A leave guard's question: open while it asks; staying is the safe answer (Escape, the close
 * button), leaving the red one. Render it outside any form: its buttons must not submit one.
 */
export function LeaveQuestionDialog({
  guard,
  title,
  message,
  leaveLabel,
  stayLabel,
}: LeaveQuestionDialogProps) {
  return (
    <ConfirmDialog
      open={guard.asking}
      title={title}
      message={message}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      tone="danger"
      onCancel={guard.stay}
      onConfirm={guard.leave}
    />
  );
}
