import { PageColumn, PageHeader, PeriodSelect, Tabs } from '@levita/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { ReportFailureBoundary } from '../components/report-failure-boundary';
import { ParticipationReport } from '../features/participation-report/components/participation-report';
import { SongsReport } from '../features/songs-report/components/songs-report';
import { reportTabs, useReportParams, type ReportTab } from '../hooks/use-report-params';

const Period = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 12rem));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * /ministerios/:id/relatorios (part 2 §2, §4, §9), for admin rights: the period, then the
 * participation (default) and songs tabs, each wrapped so a failure stays inside it. What is
 * on screen lives in the URL.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const { period, currentYear, tab, memberId, limit, change } = useReportParams();
  const failure = (children: ReactNode) => (
    <ReportFailureBoundary title={t('failure.title')} retryLabel={t('failure.retry')}>
      {children}
    </ReportFailureBoundary>
  );

  const content: Record<ReportTab, ReactNode> = {
    participacao: failure(
      <ParticipationReport
        period={period}
        memberId={memberId}
        onMemberChange={(next) => change({ memberId: next })}
      />,
    ),
    musicas: failure(
      <SongsReport
        period={period}
        limit={limit}
        onLimitChange={(next) => change({ limit: next })}
      />,
    ),
  };

  return (
    <PageColumn aria-labelledby="reports-title">
      <PageHeader>
        <div>
          <h1 id="reports-title">{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
      </PageHeader>
      <Period>
        <legend>{t('period.label')}</legend>
        <PeriodSelect
          period={period}
          currentYear={currentYear}
          onChange={(next) => change({ period: next })}
          labels={{
            month: t('period.month'),
            year: t('period.year'),
            allMonths: t('period.allMonths'),
          }}
        />
      </Period>
      <Tabs
        label={t('tabs.label')}
        selectedId={tab}
        onSelect={(id) => change({ tab: id as ReportTab })}
        items={reportTabs.map((id) => ({ id, label: t(`tabs.${id}`), content: content[id] }))}
      />
    </PageColumn>
  );
}
