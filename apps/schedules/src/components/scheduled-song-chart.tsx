import { errorMessageOf, useSong } from '@levita/api-client';
import type { ScheduledSong } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { QueryView } from '@levita/ui';
import { ChartReader, type ChartReaderProps } from '@levita/ui/chart-reader';
import styled from 'styled-components';

const Missing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type ReaderOptions = Pick<
  ChartReaderProps,
  'printHeading' | 'lyricsOnly' | 'onLyricsOnlyChange' | 'columns' | 'tools'
>;

interface ScheduledSongChartProps extends ReaderOptions {
  song: ScheduledSong;
  /** The key the schedule plays it in. */
  openInKey: string | null;
}

/**
 * A scheduled song's chart from the repertoire, opened in the schedule's key (the song's chart
 * page and stage mode), or why there is none: removed from the repertoire, or no chart yet.
 * Its words are the `schedule-song-chart` namespace's, which both pages load.
 */
export function ScheduledSongChart({ song, openInKey, ...reader }: ScheduledSongChartProps) {
  const { t, i18n } = useTranslation('schedule-song-chart');
  const removed = song.musica.excluida;
  const query = useSong(song.musica_id, { enabled: !removed });
  if (removed) return <Missing>{t('removed')}</Missing>;
  return (
    <QueryView
      query={query}
      errorTitle={t('loadError.title')}
      describeError={(error) => errorMessageOf(error, i18n.language)}
      retryLabel={t('loadError.retry')}
      loadingLabel={t('loadingChart')}
    >
      {(details) =>
        details.cifra ? (
          <ChartReader
            key={details.id}
            chordPro={details.cifra}
            songKey={details.tom}
            openInKey={openInKey}
            {...reader}
          />
        ) : (
          <Missing>{t('noChart')}</Missing>
        )
      }
    </QueryView>
  );
}
