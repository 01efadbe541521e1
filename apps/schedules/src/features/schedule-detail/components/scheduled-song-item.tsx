import type { ScheduledSong } from '@levita/contracts';
import { ministryLinks } from '@levita/contracts/paths';
import { ShellLink, useRemoteProps } from '@levita/federation';
import {
  Badge,
  type ButtonSize,
  buttonStyles,
  type ButtonVariant,
  VisuallyHidden,
} from '@levita/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { Artist, Item, Key, Order, Place, Song, StartTime } from './scheduled-entry-parts';
import { paths } from '../../../config/paths';
import { scheduledSongKey } from '../../../utils/scheduled-song-key';
import { ScheduledSongLinks } from './scheduled-song-links';

const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration-color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The chart in this schedule's key: inside the schedules remote, so a plain link. */
const ChartLink = styled(Link)<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
  align-self: flex-start;
`;

interface ScheduledSongItemProps {
  song: ScheduledSong;
  scheduleId: number;
  /** Ids of the shared descriptions: "opens in a new tab", "opens in the repertoire". */
  newTabId: string;
  repertoireId: string;
  /** Its start on the run sheet ('HH:mm'), when the schedule has other parts too. */
  startsAt?: string;
}

/**
 * One song of the schedule: its position, name (a way to its page in the repertoire, unless
 * it was removed from it since), artist, the key to play and its chords, lyrics, video and
 * audio.
 */
export function ScheduledSongItem({
  song,
  scheduleId,
  newTabId,
  repertoireId,
  startsAt,
}: ScheduledSongItemProps) {
  const { t } = useTranslation(['schedule-detail', 'schedules']);
  const key = scheduledSongKey(song);
  return (
    <Item>
      <Place>
        <Order aria-hidden="true">{song.ordem}</Order>
        {startsAt ? (
          <StartTime>
            <VisuallyHidden>{t('order.startsAt', { time: startsAt })}</VisuallyHidden>
            <span aria-hidden="true">{startsAt}</span>
          </StartTime>
        ) : null}
      </Place>
      <Song>
        <Name>
          {song.musica.excluida ? (
            <>
              <span>{song.nome}</span>
              <Badge tone="warning">{t('songs.removed')}</Badge>
            </>
          ) : (
            <RepertoireLink song={song} describedBy={repertoireId} />
          )}
        </Name>
        <Artist>{song.artista}</Artist>
        {song.musica.tem_cifra && !song.musica.excluida ? (
          <ChartLink
            $variant="secondary"
            $size="small"
            to={paths.songChart.getHref(scheduleId, song.ordem)}
          >
            {key.used ? t('songs.chartInKey', { key: key.used }) : t('songs.chart')}
          </ChartLink>
        ) : null}
        <ScheduledSongLinks song={song} newTabId={newTabId} />
      </Song>
      <Key>
        <dt>{t('schedules:song.key')}</dt>
        <dd>
          {key.used === null
            ? t('schedules:song.noKey')
            : key.original === null
              ? key.used
              : t('songs.keyChanged', { key: key.used, original: key.original })}
        </dd>
      </Key>
    </Item>
  );
}

/** The song's page belongs to the repertoire remote: the shell navigates there. */
function RepertoireLink({ song, describedBy }: { song: ScheduledSong; describedBy: string }) {
  const { ministry } = useRemoteProps();
  if (ministry === null) return <span>{song.nome}</span>;
  return (
    <ShellLink to={ministryLinks.song(ministry.id, song.musica_id)} aria-describedby={describedBy}>
      {song.nome}
    </ShellLink>
  );
}
