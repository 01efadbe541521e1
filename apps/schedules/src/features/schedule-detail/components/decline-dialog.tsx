import { errorMessageOf } from '@levita/api-client';
import { DECLINE_REASON_MAX_LENGTH, DECLINE_REASON_MIN_LENGTH } from '@levita/contracts';
import { Button, Cluster, Modal, Notice, Stack, TextArea } from '@levita/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@levita/i18n';

export interface DeclineDialogProps {
  /** The reason given before, when the member declines again to change it. */
  previousReason: string | null;
  pending: boolean;
  error: unknown;
  onDecline: (reason: string) => void;
  onClose: () => void;
}

/**
 * "I can't make it" with the reason the leader reads when finding a substitute: at least five
 * characters once trimmed, checked here before the API checks it again. Mounted only while
 * open, so every opening starts from the last reason given.
 */
export function DeclineDialog({
  previousReason,
  pending,
  error,
  onDecline,
  onClose,
}: DeclineDialogProps) {
  const { t, i18n } = useTranslation('schedule-detail');
  const [reason, setReason] = useState(previousReason ?? '');
  const [tooShort, setTooShort] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = reason.trim();
    if (trimmed.length < DECLINE_REASON_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    onDecline(trimmed);
  };

  return (
    <Modal open onClose={onClose} dismissible={!pending} title={t('decline.title')}>
      <Stack as="form" onSubmit={submit} noValidate>
        <p>{t('decline.intro')}</p>
        <TextArea
          label={t('decline.reason')}
          hint={t('decline.reasonHint', { min: DECLINE_REASON_MIN_LENGTH })}
          error={tooShort ? t('decline.tooShort', { min: DECLINE_REASON_MIN_LENGTH }) : undefined}
          value={reason}
          maxLength={DECLINE_REASON_MAX_LENGTH}
          onChange={(event) => {
            setReason(event.target.value);
            setTooShort(false);
          }}
          disabled={pending}
          required
        />
        {error ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(error, i18n.language)}
          </Notice>
        ) : null}
        <Cluster $gap={2} $justify="end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('decline.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {t('decline.submit')}
          </Button>
        </Cluster>
      </Stack>
    </Modal>
  );
}
