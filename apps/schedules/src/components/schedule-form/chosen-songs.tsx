import { useMemberSongKeys } from '@levita/api-client';
import { type Dispatch, useEffect, useRef } from 'react';
import { useTranslation } from '@levita/i18n';
import type { DraftAction, DraftSong } from '../../utils/schedule-draft';
import { ChosenSongRow, type MoveDirection } from './chosen-song-row';
import { Count, ListMessage, Part, PartHeader, PlainOrderedList } from './section-parts';

/** Where the focus goes once the list has re-rendered: the moved row, or the heading. */
type FocusAfter = { musicaId: number; by: MoveDirection } | 'heading' | null;

interface ChosenSongsProps {
  ministryId: number;
  songs: readonly DraftSong[];
  /** The members on the schedule: their saved keys are offered first, else everyone's. */
  memberIds: readonly number[];
  dispatch: Dispatch<DraftAction>;
  announce: (message: string) => void;
}

/**
 * The schedule's songs in their order, numbered 1..n (renumbered after each move or removal,
 * part 2 §4), each with its key, the singers' saved keys as one-click choices ("meu tom" of
 * the members on the schedule, or of anyone before members are chosen), move up/down
 * (disabled at the ends) and remove.
 */
export function ChosenSongs({
  ministryId,
  songs,
  memberIds,
  dispatch,
  announce,
}: ChosenSongsProps) {
  const { t } = useTranslation('schedule-form');
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useRef<FocusAfter>(null);
  const savedKeys = useMemberSongKeys(
    ministryId,
    songs.map((song) => song.musica_id),
  ).data;
  const keysOf = (songId: number) => {
    const all = (savedKeys ?? []).filter((key) => key.musica_id === songId);
    const scheduled = all.filter((key) => memberIds.includes(key.membro_id));
    return scheduled.length > 0 ? scheduled : all;
  };

  // A moved row is taken out and put back in the DOM, which may drop its focus; a removed
  // row takes the focused button with it.
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === null) return;
    if (target === 'heading') {
      headingRef.current?.focus();
      return;
    }
    const row = listRef.current?.querySelector(`[data-song-id="${target.musicaId}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${target.by}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${-target.by}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [songs]);

  const move = (song: DraftSong, index: number, by: MoveDirection) => {
    focusAfter.current = { musicaId: song.musica_id, by };
    dispatch({ type: 'moveSong', musicaId: song.musica_id, by });
    announce(t('songs.moved', { name: song.nome, position: index + by + 1 }));
  };
  const remove = (song: DraftSong) => {
    focusAfter.current = 'heading';
    dispatch({ type: 'removeSong', musicaId: song.musica_id });
    announce(t('songs.removed', { name: song.nome }));
  };

  return (
    <Part aria-labelledby="chosen-songs-title">
      <PartHeader>
        <h3 id="chosen-songs-title" ref={headingRef} tabIndex={-1}>
          {t('songs.chosenTitle')}
        </h3>
        {songs.length > 0 ? <Count>{t('songs.chosenCount', { count: songs.length })}</Count> : null}
      </PartHeader>
      {songs.length === 0 ? (
        <ListMessage>{t('songs.noneChosen')}</ListMessage>
      ) : (
        <PlainOrderedList ref={listRef} aria-labelledby="chosen-songs-title">
          {songs.map((song, index) => (
            <ChosenSongRow
              key={song.musica_id}
              song={song}
              singerKeys={keysOf(song.musica_id)}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === songs.length - 1}
              onKey={(key) => dispatch({ type: 'songKey', musicaId: song.musica_id, key })}
              onMove={(by) => move(song, index, by)}
              onRemove={() => remove(song)}
            />
          ))}
        </PlainOrderedList>
      )}
    </Part>
  );
}
