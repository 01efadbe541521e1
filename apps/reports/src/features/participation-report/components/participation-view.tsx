import type { CalendarPeriod, ParticipationReport } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { EmptyState } from '@levita/ui';
import { BarChart } from '../../../components/bar-chart';
import { ReportExportActions } from '../../../components/report-export-actions';
import { ReportColumn, ReportToolbar } from '../../../components/report-layout';
import { ReportPrint } from '../../../components/report-print';
import { useParticipationExport } from '../hooks/use-participation-export';
import { FunctionsTable } from './functions-table';
import { MemberFilter } from './member-filter';
import { MembersTable } from './members-table';
import { ParticipationSummary } from './participation-summary';

interface ParticipationViewProps {
  report: ParticipationReport;
  /** Everyone the filter offers: the members of the unfiltered report. */
  team: ParticipationReport['membros'];
  period: CalendarPeriod;
  memberId: number | null;
  onMemberChange: (memberId: number | null) => void;
}

/** The participation tab once loaded: filter and export, figures, chart, both tables, print. */
export function ParticipationView({
  report,
  team,
  period,
  memberId,
  onMemberChange,
}: ParticipationViewProps) {
  const { t } = useTranslation(['participation-report', 'reports']);
  const format = useFormatters();
  const download = useParticipationExport(report, period);
  const periodText = format.period(period);
  const empty = report.total_escalas === 0;
  const chart = (
    <BarChart
      title={t('chart.title')}
      items={report.membros.map((member) => ({
        key: member.membro_id,
        label: member.nome,
        value: member.total_participacoes,
        valueText: t('chart.value', {
          count: member.total_participacoes,
          percent: format.percent(member.porcentagem_participacao),
        }),
      }))}
    />
  );

  return (
    <ReportColumn>
      <ReportToolbar $choiceWidth="20rem">
        <MemberFilter team={team} memberId={memberId} onChange={onMemberChange} />
        <ReportExportActions reportName={t('name')} onDownload={download} disabled={empty} />
      </ReportToolbar>
      <ParticipationSummary report={report} />
      {empty ? (
        <EmptyState title={t('empty.title', { period: periodText })}>
          <p>{t('empty.message')}</p>
        </EmptyState>
      ) : (
        <>
          {chart}
          <MembersTable members={report.membros} />
          <FunctionsTable functions={report.funcoes} />
          <ReportPrint title={t('reports:tabs.participacao')} period={periodText}>
            <ParticipationSummary report={report} />
            {chart}
            <MembersTable members={report.membros} printed />
            <FunctionsTable functions={report.funcoes} />
          </ReportPrint>
        </>
      )}
    </ReportColumn>
  );
}
