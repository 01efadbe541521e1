import { useMinistry } from '@levita/api-client';
import { buttonStyles, Spinner, StandingBadge, type ButtonVariant } from '@levita/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { useCallerStanding } from '../guards/use-caller-standing';
import { MinistryStatistics } from './ministry-statistics';
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

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 560px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.title};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const DashboardLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

/** An unknown id, a ministry the caller cannot see, or a failed lookup (part 1 §2). */
function MinistryNotFound() {
  const { t } = useTranslation('ministryHome');
  return (
    <Panel role="alert" aria-labelledby="ministry-not-found-title">
      <h1 id="ministry-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <DashboardLink to={paths.dashboard.getHref()}>{t('notFound.backToDashboard')}</DashboardLink>
    </Panel>
  );
}

/** /ministerios/:id: the ministry's overview (part 1 §2). */
export function MinistryHomePage() {
  const { t } = useTranslation('ministryHome');
  const ministryId = Number(useParams().id);
  const valid = Number.isInteger(ministryId) && ministryId > 0;
  const ministry = useMinistry(ministryId, { enabled: valid });
  const { standing, isLoading: standingLoading, canManage } = useCallerStanding(ministryId);

  if (!valid || ministry.isError) return <MinistryNotFound />;
  if (ministry.isPending || standingLoading)
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
      <SongSearchBox ministryId={ministryId} />
      <MinistryStatistics ministryId={ministryId} />
      <ShortcutTiles ministryId={ministryId} standing={standing} />
      {standing === 'PENDENTE' ? null : <WeeklyScheduleWidget ministryId={ministryId} />}
    </Page>
  );
}
