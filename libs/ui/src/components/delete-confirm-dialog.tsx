import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Notice } from './notice';

export interface DeleteConfirmDialogProps {
  open: boolean;
  /** The question: "Excluir escala?". */
  title: string;
  /** What will be deleted and what goes with it, in the screen's words (paragraphs). */
  children: ReactNode;
  /** The red button: "Excluir escala". */
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape, the close button or the backdrop (none of them while pending). */
  onCancel: () => void;
  /** The delete is running: both buttons are disabled and the dialog cannot be dismissed. */
  pending: boolean;
  /** The last attempt failed: the dialog stays open to try again or cancel. */
  failed: boolean;
  /** Says so in the screen's words: "Não foi possível excluir a escala." */
  failedMessage: string;
  /**
   * Why the server refused, already in the page's language (`refusalReasonOf` of
   * @levita/api-client: a 409 for a schedule finished meanwhile, a 404 for a record deleted
   * meanwhile), shown under `failedMessage`.
   */
  refusal?: string | null;
}

/**
 * Asks before deleting something, red confirm, Cancel focused first (the safe choice). A
 * failure stays in the dialog as one alert: the screen's "could not" text, then the server's
 * reason when it refused, so every remote tells a refusal the same way.
 */
export function DeleteConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  pending,
  failed,
  failedMessage,
  refusal,
}: DeleteConfirmDialogProps) {
  const alertRef = useRef<HTMLDivElement>(null);
  useFocusBackAfterFailure(pending, alertRef);

  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={
        <>
          {children}
          {failed ? (
            <Notice ref={alertRef} $tone="danger" role="alert">
              <p>{failedMessage}</p>
              {refusal ? <p>{refusal}</p> : null}
            </Notice>
          ) : null}
        </>
      }
      confirmLabel={confirmLabel}
      tone="danger"
      busy={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/**
 * A focused button that becomes disabled while the call runs drops the focus onto the page's
 * body, outside the dialog, where Escape and the modal's Tab loop no longer reach it. When the
 * call fails (the alert is there), the focus goes back in, to the first enabled button
 * (Cancel), as when the dialog opened; a focus still inside is left where it is.
 */
function useFocusBackAfterFailure(pending: boolean, alertRef: RefObject<HTMLDivElement | null>) {
  const wasPending = useRef(pending);
  useEffect(() => {
    const ended = wasPending.current && !pending;
    wasPending.current = pending;
    const alert = alertRef.current;
    if (!ended || !alert) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    alert.closest('form')?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [pending, alertRef]);
}
