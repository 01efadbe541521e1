import { LeaveQuestionDialog, useLeaveQuestion } from '@levita/federation';
import { useTranslation } from '@levita/i18n';
import { guardLeave } from '../../lib/navigation/leave-guards';

/**
 * The leave guard of a shell form, the same one the remotes' forms have: while `dirty`, the
 * menu, the top bar, Back and Forward ask first, and closing the tab asks the browser's
 * question. Render it outside the form: its buttons must not submit it.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('shell');
  const guard = useLeaveQuestion(dirty, guardLeave);
  return (
    <LeaveQuestionDialog
      guard={guard}
      title={t('leave.title')}
      message={t('leave.message')}
      leaveLabel={t('leave.confirm')}
      stayLabel={t('leave.cancel')}
    />
  );
}
