import { type LeaveGuard, LeaveQuestionDialog } from '@levita/federation';
import { useTranslation } from '@levita/i18n';

/** The question of a song form's leave guard (useLeaveGuard): discard what was typed? */
export function DiscardSongChangesDialog({ guard }: { guard: LeaveGuard }) {
  const { t } = useTranslation('repertoire');
  return (
    <LeaveQuestionDialog
      guard={guard}
      title={t('discardChanges.title')}
      message={t('discardChanges.message')}
      leaveLabel={t('discardChanges.confirm')}
      stayLabel={t('discardChanges.cancel')}
    />
  );
}
