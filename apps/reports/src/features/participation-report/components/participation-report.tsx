import { useParticipationReport } from '@levita/api-client';
import {
  nameFormerMembersInReport,
  type CalendarPeriod,
  type ParticipationReport as Report,
} from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useTranslation } from '@levita/i18n';
import { useCallback } from 'react';
import { ReportQueryView } from '../../../components/report-query-view';
import { periodQuery } from '../../../hooks/use-report-params';
import { ParticipationView } from './participation-view';

export interface ParticipationReportProps {
  period: CalendarPeriod;
  /** The member filter (`membro_id`), null for everyone. */
  memberId: number | null;
  onMemberChange: (memberId: number | null) => void;
}

/**
 * The participation tab (part 2 §2, §3, §9): who served in the period, how often, in which
 * functions and how many confirmed. A failed load shows the generic message with try again.
 */
export function ParticipationReport({
  period,
  memberId,
  onMemberChange,
}: ParticipationReportProps) {
  const { ministry } = useRemoteProps();
  const { t } = useTranslation('participation-report');
  const formerMember = t('formerMember');
  // Someone who deleted their account comes without a name: named here, so the
  // table, the member filter, the chart and the CSV all say "Ex-integrante" / "Former member".
  const select = useCallback(
    (data: Report) => nameFormerMembersInReport(data, formerMember),
    [formerMember],
  );
  const everyone = { ministerio_id: ministry?.id ?? 0, ...periodQuery(period) };
  const report = useParticipationReport(
    memberId === null ? everyone : { ...everyone, membro_id: memberId },
    { enabled: ministry !== null, select },
  );
  // The filter offers everyone in the period's full report: the unfiltered tab's query,
  // usually in the cache already, and not worth asking again for a list of names.
  const team = useParticipationReport(everyone, {
    enabled: ministry !== null && memberId !== null,
    staleTime: 5 * 60_000,
    select,
  });

  return (
    <ReportQueryView query={report}>
      {(data) => (
        <ParticipationView
          // A new period or member starts the members table on its first page.
          key={`${period.month}-${period.year}-${memberId}`}
          report={data}
          team={(memberId === null ? data : (team.data ?? data)).membros}
          period={period}
          memberId={memberId}
          onMemberChange={onMemberChange}
        />
      )}
    </ReportQueryView>
  );
}
