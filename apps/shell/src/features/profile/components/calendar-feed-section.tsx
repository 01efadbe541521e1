import { errorMessageOf, useCalendarFeed, useRegenerateCalendarFeed } from '@levita/api-client';
import { useTranslation } from '@levita/i18n';
import {
  Button,
  ButtonRow,
  ConfirmDialog,
  Notice,
  QueryView,
  TextField,
  useCopyText,
} from '@levita/ui';
import { useId, useState } from 'react';
import { ProfileSection, SectionIntro, StatusRegion } from './profile-section';

/**
 * The profile's calendar feed: the secret address of the user's schedules for calendar apps,
 * copied with one click, and replaced (after a confirmation) when it leaked.
 */
export function CalendarFeedSection() {
  const { t, i18n } = useTranslation('calendar-feed');
  const titleId = useId();
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const clipboard = useCopyText();
  const [confirming, setConfirming] = useState(false);

  const replaceAddress = () => {
    clipboard.reset();
    regenerate.mutate(undefined, { onSettled: () => setConfirming(false) });
  };

  return (
    <ProfileSection aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      <SectionIntro>{t('intro')}</SectionIntro>
      <QueryView
        query={feed}
        errorTitle={t('loadError')}
        describeError={(error) => errorMessageOf(error, i18n.language)}
        loadingLabel={t('loading')}
      >
        {({ url }) => (
          <>
            <TextField
              label={t('urlLabel')}
              hint={t('urlHint')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <ButtonRow>
              <Button onClick={() => void clipboard.copy(url)}>{t('copy')}</Button>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('regenerate')}
              </Button>
            </ButtonRow>
          </>
        )}
      </QueryView>
      <StatusRegion aria-live="polite">
        {clipboard.copied ? <Notice $tone="success">{t('copied')}</Notice> : null}
        {!clipboard.copied && regenerate.isSuccess ? (
          <Notice $tone="success">{regenerate.data.message}</Notice>
        ) : null}
      </StatusRegion>
      {clipboard.copyFailed ? (
        <Notice $tone="danger" role="alert">
          {t('copyFailed')}
        </Notice>
      ) : null}
      {regenerate.isError ? (
        <Notice $tone="danger" role="alert">
          {errorMessageOf(regenerate.error, i18n.language)}
        </Notice>
      ) : null}
      <h3>{t('howTo')}</h3>
      <ul>
        <li>{t('google')}</li>
        <li>{t('apple')}</li>
        <li>{t('outlook')}</li>
      </ul>
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        message={t('confirmMessage')}
        confirmLabel={t('confirm')}
        tone="danger"
        busy={regenerate.isPending}
        onConfirm={replaceAddress}
        onCancel={() => setConfirming(false)}
      />
    </ProfileSection>
  );
}
