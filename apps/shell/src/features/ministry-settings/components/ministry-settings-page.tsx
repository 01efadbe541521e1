import { errorMessageOf, useMinistry } from '@levita/api-client';
import { isOwner } from '@levita/contracts';
import { QueryView, Stack } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { MinistryAccessCodeSection } from './ministry-access-code-section';
import { MinistryDangerZone } from './ministry-danger-zone';
import { MinistryOwnershipSection } from './ministry-ownership-section';
import { MinistrySettingsForm } from './ministry-settings-form';
import { useMinistryPageTitle } from '../../../hooks/use-ministry-page-title';

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
 * sends everyone else to the ministry home): the settings form, the access code, the transfer
 * of ownership (owner only) and the danger zone.
 */
export function MinistrySettingsPage() {
  const { t, i18n } = useTranslation('ministry-settings');
  const titleId = useId();
  useMinistryPageTitle();
  const ministryId = Number(useParams().id);
  const ministry = useMinistry(ministryId);

  return (
    <Page aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      <QueryView
        query={ministry}
        errorTitle={t('loadError')}
        describeError={(error) => errorMessageOf(error, i18n.language)}
        loadingLabel={t('loading')}
      >
        {(loaded) => (
          <>
            <Intro>{t('intro', { name: loaded.nome })}</Intro>
            <Stack $gap={8}>
              {/*
               * Keyed by ministry: another ministry's settings start from its own values. And
               * by owner: a transfer made below raises the ministry's version, so the form
               * starts again from the ministry as it now is, or its next save would be
               * refused as made from an older version.
               */}
              <MinistrySettingsForm
                key={`${loaded.id}:${loaded.proprietario_id}`}
                ministry={loaded}
              />
              <MinistryAccessCodeSection ministry={loaded} />
              {isOwner(loaded.situacao_usuario) ? (
                <MinistryOwnershipSection key={`owner-${loaded.id}`} ministry={loaded} />
              ) : null}
              <MinistryDangerZone ministry={loaded} />
            </Stack>
          </>
        )}
      </QueryView>
    </Page>
  );
}
