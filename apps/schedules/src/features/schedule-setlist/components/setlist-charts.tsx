import { songQueryOptions, useApiClient } from '@levita/api-client';
import { ChordChart } from '@levita/charts/react';
import type { ScheduleDetail } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { Spinner } from '@levita/ui';
import { chartView, useChordChartTexts } from '@levita/ui/chart-reader';
import { useQueries } from '@tanstack/react-query';
import styled from 'styled-components';
import { scheduledSongKey } from '../../../utils/scheduled-song-key';

const Charts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

const SongChart = styled.section<{ $printed: boolean }>`
  min-width: 0;
  ${({ $printed }) => ($printed ? 'break-before: page;' : '')}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.large};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface SetlistChartsProps {
  schedule: ScheduleDetail;
  /** The printer's copy: each chart on a page of its own. */
  printed?: boolean;
}

/**
 * "Com cifras": every song's chart in the key the schedule plays it in, in the setlist's
 * order, after the sheet. Each chart is read from the repertoire (the schedule holds none);
 * a song without a chart says so, so nobody looks for a page that is not there.
 */
export function SetlistCharts({ schedule, printed = false }: SetlistChartsProps) {
  const { t } = useTranslation('schedule-setlist');
  const client = useApiClient();
  // In order already (presentScheduleDetail sorts them by ordem).
  const songs = schedule.musicas.filter((song) => !song.musica.excluida);
  const details = useQueries({
    queries: songs.map((song) => songQueryOptions(client, song.musica_id)),
  });
  const texts = useChordChartTexts();
  return (
    <Charts>
      {songs.map((song, index) => {
        const key = scheduledSongKey(song).used;
        const detail = details[index];
        const chordPro = detail?.data?.cifra ?? null;
        return (
          <SongChart key={song.ordem} $printed={printed} aria-label={song.nome}>
            <h2>
              {key
                ? t('charts.headingWithKey', { order: song.ordem, name: song.nome, key })
                : t('charts.heading', { order: song.ordem, name: song.nome })}
            </h2>
            {detail?.isPending ? (
              <Spinner label={t('charts.loading')} />
            ) : detail?.isError ? (
              <Muted>{t('charts.failed')}</Muted>
            ) : chordPro ? (
              <ChordChart
                chart={
                  chartView(chordPro, detail?.data?.tom ?? null, { key, capo: 0, nashville: false })
                    .chart
                }
                texts={texts}
                fontSize={printed ? 13 : 15}
                columns={false}
              />
            ) : (
              <Muted>{t('charts.none')}</Muted>
            )}
          </SongChart>
        );
      })}
    </Charts>
  );
}
