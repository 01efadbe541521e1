import { errorMessageOf, useNewAccessCode } from '@levita/api-client';
import type { Ministry } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import {
  Button,
  ButtonRow,
  ConfirmDialog,
  Notice,
  Stack,
  TextField,
  useCopyText,
} from '@levita/ui';
import { useId, useState } from 'react';
import { SettingsSection } from './settings-section';

/**
 * The code people type to ask to join, for the owner and admins: copied with one click, and
 * replaced (after a confirmation) when it was posted where it should not be; the old code
 * stops working at once, the people already in stay.
 */
export function MinistryAccessCodeSection({ ministry }: { ministry: Ministry }) {
  const { t, i18n } = useTranslation('ministry-settings');
  const titleId = useId();
  const renew = useNewAccessCode();
  const clipboard = useCopyText();
  const [confirming, setConfirming] = useState(false);

  const replaceCode = () => {
    clipboard.reset();
    renew.mutate(ministry.id, { onSettled: () => setConfirming(false) });
  };

  return (
    <SettingsSection aria-labelledby={titleId}>
      <Stack $gap={3}>
        <h2 id={titleId}>{t('accessCode.title')}</h2>
        <p>{t('accessCode.description')}</p>
        <TextField
          label={t('accessCode.label')}
          value={ministry.codigo_acesso}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <ButtonRow>
          <Button onClick={() => void clipboard.copy(ministry.codigo_acesso)}>
            {t('accessCode.copy')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              renew.reset();
              setConfirming(true);
            }}
          >
            {t('accessCode.renew')}
          </Button>
        </ButtonRow>
        <div aria-live="polite">
          {clipboard.copied ? <Notice $tone="success">{t('accessCode.copied')}</Notice> : null}
          {!clipboard.copied && renew.isSuccess ? (
            <Notice $tone="success">
              {t('accessCode.renewed', { code: renew.data.codigo_acesso })}
            </Notice>
          ) : null}
        </div>
        {clipboard.copyFailed ? (
          <Notice $tone="danger" role="alert">
            {t('accessCode.copyFailed', { code: ministry.codigo_acesso })}
          </Notice>
        ) : null}
        {renew.isError ? (
          <Notice $tone="danger" role="alert">
            {errorMessageOf(renew.error, i18n.language)}
          </Notice>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('accessCode.confirmTitle')}
        message={t('accessCode.confirmMessage', { code: ministry.codigo_acesso })}
        confirmLabel={t('accessCode.renew')}
        tone="danger"
        busy={renew.isPending}
        onConfirm={replaceCode}
        onCancel={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
