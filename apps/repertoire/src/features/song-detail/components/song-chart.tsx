import type { Song } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { panelStyles } from '@levita/ui';
import { ChartReader } from '@levita/ui/chart-reader';
import styled from 'styled-components';

const Card = styled.section`
  ${panelStyles}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
  }
`;

/** The song's chart, read in any key, with a capo, as numbers or lyrics only, and printed. */
export function SongChart({ song, chordPro }: { song: Song; chordPro: string }) {
  const { t } = useTranslation('repertoire');
  return (
    <Card aria-labelledby="song-chart-title">
      <h2 id="song-chart-title">{t('song.chart.title')}</h2>
      <ChartReader
        chordPro={chordPro}
        songKey={song.tom}
        printHeading={
          <h1>
            {song.nome} · {song.artista}
          </h1>
        }
      />
    </Card>
  );
}
