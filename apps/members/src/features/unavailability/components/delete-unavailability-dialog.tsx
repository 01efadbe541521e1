import type { Unavailability } from '@levita/contracts';
import { ConfirmDialog } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { usePeriodLabel } from '../hooks/use-period-label';

export interface DeleteUnavailabilityDialogProps {
  entry: Unavailability | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Part 2 §2: titled with the delete word and a question mark; cancel and confirm are both
 * disabled while the delete runs.
 */
export function DeleteUnavailabilityDialog({
  entry,
  busy,
  onConfirm,
  onCancel,
}: DeleteUnavailabilityDialogProps) {
  const { t } = useTranslation('unavailability');
  const periodLabel = usePeriodLabel();
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t('delete.title')}
      message={
        entry
          ? t('delete.message', { period: periodLabel(entry), reason: entry.justificativa })
          : ''
      }
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      tone="danger"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
