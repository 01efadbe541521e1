import { errorMessageOf, useMinistry } from '@levita/api-client';
import { ErrorPanel, PageSkeleton, Stack } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { MinistryDangerZone } from './ministry-danger-zone';
import { MinistrySettingsForm } from './ministry-settings-form';

const Page = styled.section`
  max-width: 640px;
  margin: 0 auto;
  min-width: 0;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.title};
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * /ministerios/:id/configuracoes (and /config), for the owner and admins (the route's guard
 * sends everyone else to the ministry home): the settings form and the danger zone.
 */
export function MinistrySettingsPage() {
  const { t, i18n } = useTranslation('ministrySettings');
  const titleId = useId();
  const ministryId = Number(useParams().id);
  const ministry = useMinistry(ministryId);

  let content;
  if (ministry.isError) {
    content = (
      <ErrorPanel
        title={t('loadError')}
        message={errorMessageOf(ministry.error, i18n.language)}
        retryLabel={t('common:retry')}
        onRetry={() => void ministry.refetch()}
      />
    );
  } else if (!ministry.data) {
    content = <PageSkeleton label={t('loading')} />;
  } else {
    content = (
      <>
        <Intro>{t('intro', { name: ministry.data.nome })}</Intro>
        <Stack $gap={8}>
          {/* Keyed by ministry: another ministry's settings start from its own values. */}
          <MinistrySettingsForm key={ministry.data.id} ministry={ministry.data} />
          <MinistryDangerZone ministry={ministry.data} />
        </Stack>
      </>
    );
  }

  return (
    <Page aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      {content}
    </Page>
  );
}
