import { Button, Modal } from '@levita/ui';
import { useTranslation } from '@levita/i18n';

/** Part 2 §5: saving without a function (id 0) is refused with this message, in a modal. */
export function FunctionRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('member-functions');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('required.title')}
      size="small"
      footer={<Button onClick={onClose}>{t('required.ok')}</Button>}
    >
      <p role="alert">{t('required.message')}</p>
    </Modal>
  );
}
