import { useSongsReport } from '@levita/api-client';
import type { CalendarPeriod } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { ReportQueryView } from '../../../components/report-query-view';
import { periodQuery, type SongLimit } from '../../../hooks/use-report-params';
import { SongsView } from './songs-view';

export interface SongsReportProps {
  period: CalendarPeriod;
  /** How many songs to list (part 2 §9: 10, 20, 50 or 100). */
  limit: SongLimit;
  onLimitChange: (limit: SongLimit) => void;
}

/**
 * The songs tab (part 2 §2, §3, §9): the most played songs of the period, how often, in which
 * key, and the schedules each was used in. A failed load shows the generic message.
 */
export function SongsReport({ period, limit, onLimitChange }: SongsReportProps) {
  const { ministry } = useRemoteProps();
  const report = useSongsReport(
    { ministerio_id: ministry?.id ?? 0, ...periodQuery(period), limite: limit },
    { enabled: ministry !== null },
  );
  return (
    <ReportQueryView query={report}>
      {(data) => (
        <SongsView report={data} period={period} limit={limit} onLimitChange={onLimitChange} />
      )}
    </ReportQueryView>
  );
}
