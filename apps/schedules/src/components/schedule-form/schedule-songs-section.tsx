import { VisuallyHidden } from '@levita/ui';
import { type Dispatch, useMemo, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { DraftAction, DraftItem, DraftSong } from '../../utils/schedule-draft';
import { ChosenSongs } from './chosen-songs';
import { ServiceOrderEditor } from './service-order-editor';
import { SongPickList } from './song-pick-list';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
`;

/** Side by side where there is room; on a phone one under the other. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(360px, 100%), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space(6)};
`;

export interface ScheduleSongsSectionProps {
  ministryId: number;
  songs: readonly DraftSong[];
  dispatch: Dispatch<DraftAction>;
  /**
   * Which list comes first (part 2 §2). The wizard picks first: on a phone the chosen songs
   * grow below the pick list, never pushing it down under the thumb. The edit screen shows
   * the schedule's songs first, the repertoire below.
   */
  first?: 'repertoire' | 'chosen';
  /** The members on the schedule so far, whose saved keys are offered for each song. */
  memberIds?: readonly number[];
  /** The schedule's time ('HH:mm'), where its run sheet starts. */
  time: string;
  /** The service's other parts, placed among the songs. */
  items: readonly DraftItem[];
  /** Who leads a part of the schedule being edited (kept as a choice if no longer active). */
  currentLeaders?: readonly { id: number; nome: string }[];
}

const noMembers: readonly number[] = [];

/**
 * The songs of a schedule (part 2 §2): the ordered list and the repertoire to pick from; below,
 * the order of service with the other parts placed among the songs.
 */
export function ScheduleSongsSection({
  ministryId,
  songs,
  dispatch,
  first = 'repertoire',
  memberIds = noMembers,
  time,
  items,
  currentLeaders,
}: ScheduleSongsSectionProps) {
  const { t } = useTranslation('schedule-form');
  // What changed, for screen readers: an added song leaves the list the focus is in.
  const [announcement, setAnnouncement] = useState('');
  const chosenIds = useMemo(() => new Set(songs.map((song) => song.musica_id)), [songs]);

  const pickList = (
    <SongPickList
      ministryId={ministryId}
      chosenIds={chosenIds}
      onAdd={(song) => {
        dispatch({
          type: 'addSong',
          song: {
            musica_id: song.id,
            nome: song.nome,
            artista: song.artista,
            tom: song.tom,
            duracao: song.duracao,
          },
        });
        setAnnouncement(t('songs.added', { name: song.nome, position: songs.length + 1 }));
      }}
    />
  );
  const chosen = (
    <ChosenSongs
      ministryId={ministryId}
      songs={songs}
      memberIds={memberIds}
      dispatch={dispatch}
      announce={setAnnouncement}
    />
  );

  return (
    <Stack>
      <Layout>
        {first === 'repertoire' ? (
          <>
            {pickList}
            {chosen}
          </>
        ) : (
          <>
            {chosen}
            {pickList}
          </>
        )}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </Layout>
      <ServiceOrderEditor
        ministryId={ministryId}
        time={time}
        songs={songs}
        items={items}
        dispatch={dispatch}
        currentLeaders={currentLeaders}
      />
    </Stack>
  );
}
