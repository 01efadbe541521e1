import type { ScheduleDetail, ScheduledSong } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { BackLink, BackToListPanel } from '@levita/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ScheduledSongChart } from '../../../components/scheduled-song-chart';
import { paths } from '../../../config/paths';
import { scheduledSongKey } from '../../../utils/scheduled-song-key';
import { ChartPage } from './song-chart-page';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Neighbours = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  a {
    display: flex;
    flex-direction: column;
    max-width: 48%;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    color: inherit;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  a[rel='next'] {
    margin-left: auto;
    text-align: right;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface SongChartViewProps {
  schedule: ScheduleDetail;
  order: number;
}

/** The scheduled song at `order`, or the not-found panel when the order has no song there. */
export function SongChartView({ schedule, order }: SongChartViewProps) {
  const { t } = useTranslation('schedule-song-chart');
  // In order already: the detail's songs come sorted by ordem (presentScheduleDetail).
  const songs = schedule.musicas;
  const index = songs.findIndex((song) => song.ordem === order);
  const song = songs[index];
  if (!song)
    return (
      <BackToListPanel
        id="scheduled-song-not-found"
        title={t('notFound.title')}
        message={t('notFound.message')}
        backLabel={t('back')}
        linkAs={Link}
        to={paths.schedule.getHref(schedule.id)}
      />
    );
  const key = scheduledSongKey(song).used;
  return (
    <ChartPage>
      <BackLink as={Link} to={paths.schedule.getHref(schedule.id)}>
        {t('back')}
      </BackLink>
      <Header>
        <p>{t('position', { position: index + 1, total: songs.length, title: schedule.titulo })}</p>
        <h1>{song.nome}</h1>
        <p>{key ? t('artistAndKey', { artist: song.artista, key }) : song.artista}</p>
      </Header>
      <NeighbourLinks scheduleId={schedule.id} before={songs[index - 1]} after={songs[index + 1]} />
      <ScheduledSongChart
        song={song}
        openInKey={key}
        printHeading={<h1>{key ? t('nameAndKey', { name: song.nome, key }) : song.nome}</h1>}
      />
      <NeighbourLinks scheduleId={schedule.id} before={songs[index - 1]} after={songs[index + 1]} />
    </ChartPage>
  );
}

function NeighbourLinks({
  scheduleId,
  before,
  after,
}: {
  scheduleId: number;
  before: ScheduledSong | undefined;
  after: ScheduledSong | undefined;
}) {
  const { t } = useTranslation('schedule-song-chart');
  if (!before && !after) return null;
  const link = (song: ScheduledSong, rel: 'prev' | 'next') => {
    const key = scheduledSongKey(song).used;
    return (
      <Link rel={rel} to={paths.songChart.getHref(scheduleId, song.ordem)}>
        <small>{t(rel === 'prev' ? 'previous' : 'next')}</small>
        <span>{key ? t('nameAndKey', { name: song.nome, key }) : song.nome}</span>
      </Link>
    );
  };
  return (
    <Neighbours aria-label={t('setlist')}>
      {before ? link(before, 'prev') : null}
      {after ? link(after, 'next') : null}
    </Neighbours>
  );
}
