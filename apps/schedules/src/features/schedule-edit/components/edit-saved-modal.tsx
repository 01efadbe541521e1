import { Button, Modal } from '@levita/ui';
import { useTranslation } from '@levita/i18n';

/** Part 2 §2: the save is confirmed in a modal while the list opens (1500 ms later). */
export function EditSavedModal({ open, onGoNow }: { open: boolean; onGoNow: () => void }) {
  const { t } = useTranslation('schedule-edit');
  return (
    <Modal
      open={open}
      title={t('saved.title')}
      onClose={onGoNow}
      size="small"
      footer={<Button onClick={onGoNow}>{t('saved.goNow')}</Button>}
    >
      <p role="status">{t('saved.message')}</p>
    </Modal>
  );
}
