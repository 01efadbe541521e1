import type { Song } from '@levita/contracts';
import { ministryLinks } from '@levita/contracts/paths';
import { useRemoteProps } from '@levita/federation';
import { Button, TextField, VisuallyHidden } from '@levita/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { useRepertoirePickList } from '../../hooks/use-repertoire-pick-list';
import { Count, ListMessage, Part, PartHeader, PlainList } from './section-parts';

/**
 * A long list scrolls inside its box (edges drawn, so it reads as one), keeping the search box
 * and the chosen songs near.
 */
const Scroller = styled.div`
  max-height: min(480px, 55vh);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The whole row is the button: easy to hit with a thumb. */
const PickButton = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Plus = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

const SongText = styled.span`
  min-width: 0;
  strong,
  small {
    display: block;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

const Key = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

interface SongPickListProps {
  ministryId: number;
  /** The songs already on the schedule: hidden here. */
  chosenIds: ReadonlySet<number>;
  onAdd: (song: Song) => void;
}

/**
 * Asks for the next page when the end of the list scrolls into view (a phone has no "more"
 * button in the way of the thumb); the button at the end does the same by hand, by keyboard.
 */
function useLoadMoreWhenSeen(loadMore: () => void, active: boolean) {
  const endRef = useRef<HTMLDivElement>(null);
  const load = useRef(loadMore);
  load.current = loadMore;
  useEffect(() => {
    const end = endRef.current;
    if (!active || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { root: end.parentElement, rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [active]);
  return endRef;
}

/**
 * The repertoire to pick from (part 2 §2): 50 songs, or 20 a search finds 500 ms after typing
 * stops, and the next ones as the list is scrolled to its end, so every song of a large
 * repertoire can be reached; songs already chosen are hidden. A click, or Enter, adds one.
 */
export function SongPickList({ ministryId, chosenIds, onAdd }: SongPickListProps) {
  const { t } = useTranslation('schedule-form');
  const { navigate } = useRemoteProps();
  const [typed, setTyped] = useState('');
  const pickList = useRepertoirePickList(ministryId, typed);
  const { term, songs, total, isError, retry } = pickList;
  const available = songs?.filter((song) => !chosenIds.has(song.id));
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const endRef = useLoadMoreWhenSeen(pickList.loadMore, pickList.hasMore);
  // The added song's button leaves the list: the focus goes to the one that took its place.
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndex.current;
    focusIndex.current = null;
    if (index === null) return;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? searchRef.current)?.focus();
  }, [chosenIds]);

  const add = (song: Song, index: number) => {
    focusIndex.current = index;
    onAdd(song);
  };

  const content = () => {
    if (isError)
      return (
        <Failure role="alert">
          <p>{t('songs.loadError')}</p>
          <Button variant="secondary" size="small" onClick={retry}>
            {t('common:retry')}
          </Button>
        </Failure>
      );
    if (!available) return <ListMessage role="status">{t('songs.loading')}</ListMessage>;
    if (songs?.length === 0 && term !== '')
      return <ListMessage>{t('songs.noResults', { term })}</ListMessage>;
    if (songs?.length === 0)
      return (
        <Failure>
          <ListMessage>{t('songs.emptyRepertoire')}</ListMessage>
          <Button
            variant="secondary"
            size="small"
            onClick={() => navigate(ministryLinks.songs(ministryId))}
          >
            {t('songs.openRepertoire')}
          </Button>
        </Failure>
      );
    if (available.length === 0 && !pickList.hasMore)
      return <ListMessage>{t('songs.allChosen')}</ListMessage>;
    return (
      <Scroller>
        <PlainList ref={listRef} aria-labelledby="song-pick-list-title">
          {available.map((song, index) => (
            <li key={song.id}>
              <PickButton type="button" onClick={() => add(song, index)}>
                <Plus aria-hidden="true">+</Plus>
                <SongText>
                  <VisuallyHidden>{t('songs.add')}</VisuallyHidden> <strong>{song.nome}</strong>
                  <small>{song.artista}</small>
                </SongText>
                {song.tom ? (
                  <Key>
                    <VisuallyHidden>{t('songs.inKey')}</VisuallyHidden> {song.tom}
                  </Key>
                ) : null}
              </PickButton>
            </li>
          ))}
        </PlainList>
        {pickList.hasMore ? (
          <More ref={endRef}>
            {pickList.moreFailed ? <p role="alert">{t('songs.moreFailed')}</p> : null}
            <Button
              variant="secondary"
              size="small"
              onClick={pickList.loadMore}
              disabled={pickList.loadingMore}
            >
              {pickList.loadingMore ? t('songs.loadingMore') : t('songs.loadMore')}
            </Button>
          </More>
        ) : null}
      </Scroller>
    );
  };

  return (
    <Part aria-labelledby="song-pick-list-title">
      <PartHeader>
        <h3 id="song-pick-list-title">{t('songs.repertoireTitle')}</h3>
        {total ? (
          <Count>
            {term === ''
              ? t('songs.repertoireCount', { count: total })
              : t('songs.foundCount', { count: total })}
          </Count>
        ) : null}
      </PartHeader>
      <div role="search">
        <TextField
          ref={searchRef}
          type="search"
          label={t('songs.search')}
          placeholder={t('songs.searchPlaceholder')}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {content()}
    </Part>
  );
}
