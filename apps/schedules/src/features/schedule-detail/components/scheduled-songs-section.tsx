import type { ScheduleDetail } from '@levita/contracts';
import { VisuallyHidden } from '@levita/ui';
import { useId, useMemo } from 'react';
import { useFormatters, useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { minutesText, onTheClock, serviceRunSheet } from '../../../utils/service-entries';
import { CollapsibleSection } from './collapsible-section';
import { ServicePartItem } from './service-part-item';
import { ScheduledSongItem } from './scheduled-song-item';

const SongList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Totals = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

/**
 * The songs in their order, with the key to play and where to practise them; with other
 * parts of the service too, the run sheet: songs and parts in one order, each with its start
 * counted from the schedule's time, and the whole length.
 */
export function ScheduledSongsSection({ schedule }: { schedule: ScheduleDetail }) {
  const { t } = useTranslation(['schedule-detail', 'schedules']);
  const { time } = useFormatters();
  const newTabId = useId();
  const repertoireId = useId();
  const songs = schedule.musicas;
  const sheet = useMemo(
    () => (schedule.itens.length ? serviceRunSheet(schedule) : null),
    [schedule],
  );
  const songItem = (song: ScheduleDetail['musicas'][number], startsAt?: string) => (
    <ScheduledSongItem
      key={`song-${song.musica_id}`}
      song={song}
      scheduleId={schedule.id}
      newTabId={newTabId}
      repertoireId={repertoireId}
      startsAt={startsAt}
    />
  );
  const title = sheet ? t('sections.order') : t('sections.songs', { count: songs.length });
  return (
    <CollapsibleSection title={title}>
      {songs.length === 0 && !sheet ? (
        <Empty>{t('songs.empty')}</Empty>
      ) : (
        <>
          <VisuallyHidden id={newTabId}>{t('songs.newTab')}</VisuallyHidden>
          <VisuallyHidden id={repertoireId}>{t('songs.inRepertoire')}</VisuallyHidden>
          <SongList>
            {sheet
              ? sheet.entries.map((entry, index) =>
                  entry.song ? (
                    songItem(entry.song, time(onTheClock(entry.inicio)))
                  ) : (
                    <ServicePartItem
                      key={`part-${index}`}
                      item={entry.item}
                      startsAt={time(onTheClock(entry.inicio))}
                    />
                  ),
                )
              : songs.map((song) => songItem(song))}
          </SongList>
          {sheet ? (
            <Totals>
              {t('order.total', { duration: minutesText(t, sheet.total_minutos) })}
              {sheet.sem_duracao ? ` ${t('order.unknown', { count: sheet.sem_duracao })}` : null}
            </Totals>
          ) : null}
        </>
      )}
    </CollapsibleSection>
  );
}
