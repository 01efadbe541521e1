import type { ScheduledSong } from '@levita/contracts';
import { ministryLinks } from '@levita/contracts/paths';
import { ShellLink, useRemoteProps } from '@levita/federation';
import { Badge, type ButtonSize, buttonStyles, type ButtonVariant } from '@levita/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { scheduledSongKey } from '../../../utils/scheduled-song-key';
import { ScheduledSongLinks } from './scheduled-song-links';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'order song key';
  align-items: start;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'order song' '. key';
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`;

const Order = styled.span`
  grid-area: order;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

const Song = styled.div`
  grid-area: song;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

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

const Artist = styled.span`
  margin-top: -${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  overflow-wrap: anywhere;
`;

/** The chart in this schedule's key: inside the schedules remote, so a plain link. */
const ChartLink = styled(Link)<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
  align-self: flex-start;
`;

const Key = styled.dl`
  grid-area: key;
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    white-space: nowrap;
  }
`;

interface ScheduledSongItemProps {
  song: ScheduledSong;
  scheduleId: number;
  /** Ids of the shared descriptions: "opens in a new tab", "opens in the repertoire". */
  newTabId: string;
  repertoireId: string;
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
}: ScheduledSongItemProps) {
  const { t } = useTranslation(['schedule-detail', 'schedules']);
  const key = scheduledSongKey(song);
  return (
    <Item>
      <Order aria-hidden="true">{song.ordem}</Order>
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
