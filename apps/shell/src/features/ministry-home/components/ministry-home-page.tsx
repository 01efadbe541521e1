import { Spinner, StandingBadge } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { useCallerStanding } from '../../../hooks/use-caller-standing';
import { useMinistryPageTitle } from '../../../hooks/use-ministry-page-title';
import { useRouteMinistry } from '../../../hooks/use-route-ministry';
import { MinistryNotFound } from '../../../components/layout/ministry-not-found';
import { MinistryLoadError } from '../../../components/layout/ministry-load-error';
import { MinistryStatistics } from './ministry-statistics';
import { OpenSlotsWidget } from './open-slots-widget';
import { ShortcutTiles } from './shortcut-tiles';
import { SongSearchBox } from './song-search-box';
import { WeeklyScheduleWidget } from './weekly-schedule-widget';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  code {
    font-weight: 700;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)} 0;
`;

/** /ministerios/:id: the ministry's overview (part 1 §2). */
export function MinistryHomePage() {
  const { t } = useTranslation('ministry-home');
  const { ministryId, ministry, unreadable, failed } = useRouteMinistry();
  useMinistryPageTitle();
  const { standing, isLoading: standingLoading, canManage } = useCallerStanding(ministryId);

  if (unreadable) return <MinistryNotFound />;
  if (failed)
    return <MinistryLoadError error={ministry.error} onRetry={() => void ministry.refetch()} />;
  if (!ministry.isSuccess || standingLoading)
    return (
      <Centered>
        <Spinner label={t('loading')} size={32} />
      </Centered>
    );

  const { nome, codigo_acesso } = ministry.data;
  const welcome = standing === 'PENDENTE' ? 'pending' : canManage ? 'manager' : 'member';
  return (
    <Page>
      <Heading>
        <h1>
          {nome}
          <StandingBadge standing={standing} />
        </h1>
        <p>
          {t('accessCode')} <code>{codigo_acesso}</code>
        </p>
        <p>{t(`welcome.${welcome}`, { name: nome })}</p>
      </Heading>
      {/* A member opens the app for their week: on a phone it would sit two screens down. */}
      {welcome === 'member' ? <WeeklyScheduleWidget ministryId={ministryId} /> : null}
      {/* What the next services still need comes first for those who fill them. */}
      {welcome === 'manager' ? <OpenSlotsWidget ministryId={ministryId} /> : null}
      <SongSearchBox ministryId={ministryId} />
      <MinistryStatistics ministryId={ministryId} />
      <ShortcutTiles ministryId={ministryId} standing={standing} />
      {welcome === 'manager' ? <WeeklyScheduleWidget ministryId={ministryId} /> : null}
    </Page>
  );
}
