import { useNamespaces, useTranslation } from '@levita/i18n';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ScheduleNotFound } from '../../../components/schedule-not-found';
import { SchedulePending } from '../../../components/schedule-pending';
import { useMinistrySchedule } from '../../../hooks/use-ministry-schedule';
import { useScheduleId } from '../../../hooks/use-schedule-id';
import { SongChartView } from './song-chart-view';
import { pageTexts } from '../../../config/page-texts';

/** Its own texts, which load with it rather than with the remote's chunk. */
const texts = pageTexts('schedule-song-chart');

export const ChartPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1200px;
  margin: 0 auto;
  min-width: 0;
`;

/** ':ordem' as a place in the order (1, 2, ...), or null. */
function useOrder(): number | null {
  const raw = useParams().ordem ?? '';
  const order = Number(raw);
  return /^\d+$/.test(raw) && order > 0 && order <= 1000 ? order : null;
}

/**
 * Route '/:escalaId/musicas/:ordem': the song at that place in the schedule, its chart
 * already in the key the schedule plays it in, with the songs before and after it one tap
 * away, for reading at rehearsal and on stage.
 */
export function SongChartPage() {
  useNamespaces(texts);
  const scheduleId = useScheduleId();
  const order = useOrder();
  if (scheduleId === null || order === null) return <ScheduleNotFound />;
  return <LoadedSongChartPage scheduleId={scheduleId} order={order} />;
}

function LoadedSongChartPage({ scheduleId, order }: { scheduleId: number; order: number }) {
  const { t } = useTranslation('schedule-song-chart');
  const { query, notFound } = useMinistrySchedule(scheduleId);
  if (notFound) return <ScheduleNotFound />;
  if (query.data) return <SongChartView schedule={query.data} order={order} />;
  return (
    <ChartPage>
      <SchedulePending
        scheduleId={scheduleId}
        query={query}
        texts={{
          back: t('back'),
          loading: t('loading'),
          errorTitle: t('loadError.title'),
          retry: t('loadError.retry'),
        }}
      />
    </ChartPage>
  );
}
