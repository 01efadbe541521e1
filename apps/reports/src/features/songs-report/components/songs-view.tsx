import type { CalendarPeriod, SongsReport } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { EmptyState } from '@levita/ui';
import styled from 'styled-components';
import { BarChart } from '../../../components/bar-chart';
import { ReportExportActions } from '../../../components/report-export-actions';
import { ReportColumn, ReportToolbar } from '../../../components/report-layout';
import { ReportPrint } from '../../../components/report-print';
import type { SongLimit } from '../../../hooks/use-report-params';
import { useSongsExport } from '../hooks/use-songs-export';
import { LimitSelect } from './limit-select';
import { SongsTable } from './songs-table';

/** The chart shows the top of the list; the table has every song asked for. */
const CHART_SIZE = 10;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface SongsViewProps {
  report: SongsReport;
  period: CalendarPeriod;
  limit: SongLimit;
  onLimitChange: (limit: SongLimit) => void;
}

export function SongsView({ report, period, limit, onLimitChange }: SongsViewProps) {
  const { t } = useTranslation(['songs-report', 'reports']);
  const format = useFormatters();
  const download = useSongsExport(report, period);
  const periodText = format.period(period);
  const empty = report.musicas.length === 0;
  const summary = t('summary', {
    count: report.musicas.length,
    schedules: t('schedules', { count: report.total_escalas }),
  });
  const chart = (
    <BarChart
      title={t('chart.title', { count: Math.min(CHART_SIZE, report.musicas.length) })}
      items={report.musicas.slice(0, CHART_SIZE).map((song) => ({
        key: song.id,
        label: song.nome,
        value: song.contagem,
        valueText: t('chart.value', { count: song.contagem }),
      }))}
    />
  );

  return (
    <ReportColumn>
      <ReportToolbar $choiceWidth="12rem">
        <LimitSelect limit={limit} onChange={onLimitChange} />
        <ReportExportActions reportName={t('name')} onDownload={download} disabled={empty} />
      </ReportToolbar>
      {empty ? (
        <EmptyState title={t('empty.title', { period: periodText })}>
          <p>{t('empty.message')}</p>
        </EmptyState>
      ) : (
        <>
          <Summary>{summary}</Summary>
          {chart}
          <SongsTable songs={report.musicas} />
          <ReportPrint title={t('reports:tabs.musicas')} period={periodText}>
            <Summary>{summary}</Summary>
            {chart}
            <SongsTable songs={report.musicas} printed />
          </ReportPrint>
        </>
      )}
    </ReportColumn>
  );
}
