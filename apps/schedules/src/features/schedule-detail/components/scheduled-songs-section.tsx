import type { ScheduledSong } from '@levita/contracts';
import { VisuallyHidden } from '@levita/ui';
import { useId } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { CollapsibleSection } from './collapsible-section';
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

/** The songs in their order, with the key to play and where to practise them. */
export function ScheduledSongsSection({
  songs,
  scheduleId,
}: {
  songs: readonly ScheduledSong[];
  scheduleId: number;
}) {
  const { t } = useTranslation('schedule-detail');
  const newTabId = useId();
  const repertoireId = useId();
  return (
    <CollapsibleSection title={t('sections.songs', { count: songs.length })}>
      {songs.length === 0 ? (
        <Empty>{t('songs.empty')}</Empty>
      ) : (
        <>
          <VisuallyHidden id={newTabId}>{t('songs.newTab')}</VisuallyHidden>
          <VisuallyHidden id={repertoireId}>{t('songs.inRepertoire')}</VisuallyHidden>
          <SongList>
            {songs.map((song) => (
              <ScheduledSongItem
                key={song.musica_id}
                song={song}
                scheduleId={scheduleId}
                newTabId={newTabId}
                repertoireId={repertoireId}
              />
            ))}
          </SongList>
        </>
      )}
    </CollapsibleSection>
  );
}
