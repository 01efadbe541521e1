import { errorMessageOf, useMailSettings, useUpdateMailSettings } from '@levita/api-client';
import type { MailSettings, UpdateMailSettingsRequest } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { Notice, QueryView, Select, Stack, Switch } from '@levita/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.large};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The profile's schedule e-mail switches: each change is saved at once, as a switch promises;
 * the same two kinds can be turned off by the link in each e-mail.
 */
export function MailSettingsSection({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const settings = useMailSettings(userId);
  const update = useUpdateMailSettings();

  const save = (changes: UpdateMailSettingsRequest) => update.mutate({ userId, changes });

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('mail.title')}</h2>
      <p>{t('mail.intro')}</p>
      <QueryView
        query={settings}
        errorTitle={t('mail.loadError')}
        describeError={(error) => errorMessageOf(error, i18n.language)}
        loadingLabel={t('mail.loading')}
      >
        {(current: MailSettings) => (
          <Stack $gap={3}>
            <Switch
              label={t('mail.notices')}
              description={t('mail.noticesDescription')}
              checked={current.avisos_escala}
              disabled={update.isPending}
              onCheckedChange={(avisos_escala) => save({ avisos_escala })}
            />
            <Switch
              label={t('mail.reminders')}
              description={t('mail.remindersDescription')}
              checked={current.lembretes}
              disabled={update.isPending}
              onCheckedChange={(lembretes) => save({ lembretes })}
            />
            <Select
              label={t('mail.language')}
              value={current.idioma}
              disabled={update.isPending}
              onChange={(event) => save({ idioma: event.target.value as MailSettings['idioma'] })}
              options={[
                { value: 'pt-BR', label: t('mail.languages.pt-BR') },
                { value: 'en-US', label: t('mail.languages.en-US') },
              ]}
            />
            {update.isError ? (
              <Notice $tone="danger" role="alert">
                {errorMessageOf(update.error, i18n.language)}
              </Notice>
            ) : update.isSuccess ? (
              <Notice $tone="success" role="status">
                {t('mail.saved')}
              </Notice>
            ) : null}
          </Stack>
        )}
      </QueryView>
    </Section>
  );
}
