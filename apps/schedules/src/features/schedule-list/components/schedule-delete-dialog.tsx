import { refusalReasonOf, useDeleteSchedule } from '@levita/api-client';
import type { ScheduleSummary } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useFormatters, useTranslation } from '@levita/i18n';
import { DeleteConfirmDialog } from '@levita/ui';

export interface ScheduleDeleteDialogProps {
  schedule: ScheduleSummary;
  onClose: () => void;
  /** The schedule is gone (the list already refreshed by the api-client hook). */
  onDeleted: () => void;
  /** The delete failed: the list may be stale (finished or deleted elsewhere meanwhile). */
  onFailed: () => void;
}

/**
 * Asks before deleting a schedule (part 2 §2, §6). While the call runs nothing can be
 * clicked; success tells the shell (`notify`) and closes; a failure stays in the dialog with
 * part 2 §8's message and, when the server said why (already finished, no longer there, not
 * allowed), that reason too. Mounted only while open, so every opening starts clean.
 */
export function ScheduleDeleteDialog({
  schedule,
  onClose,
  onDeleted,
  onFailed,
}: ScheduleDeleteDialogProps) {
  const { t } = useTranslation('schedule-list');
  const format = useFormatters();
  const { notify } = useRemoteProps();
  const remove = useDeleteSchedule(schedule.ministerio_id);

  const confirm = async () => {
    try {
      // Awaited rather than onSuccess: the hook refreshes the list before this resolves, so
      // the dialog closes on a list that no longer shows the schedule.
      await remove.mutateAsync(schedule.id);
    } catch {
      onFailed();
      return;
    }
    notify({ type: 'success', message: t('delete.deleted', { title: schedule.titulo }) });
    onDeleted();
  };

  return (
    <DeleteConfirmDialog
      open
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      pending={remove.isPending}
      failed={remove.isError}
      failedMessage={t('delete.failed')}
      refusal={refusalReasonOf(remove.error)}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <p>
        {t('delete.message', {
          title: schedule.titulo,
          date: format.longDate(schedule.data),
        })}
      </p>
    </DeleteConfirmDialog>
  );
}
