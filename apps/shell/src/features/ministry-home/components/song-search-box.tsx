import { useSongSearch } from '@levita/api-client';
import { ministryLinks } from '@levita/contracts/paths';
import { SEARCH_DEBOUNCE_MS, Spinner, useDebouncedValue } from '@levita/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@levita/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

/** Part 1 §2 and §9: the box asks SEARCH_DEBOUNCE_MS after typing stops, page 1, 5 results. */
export const SONG_SEARCH_RESULTS = 5;

const Box = styled.div`
  position: relative;
  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  input {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Dropdown = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    margin: 0;
    padding: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySurface : 'transparent')};
  span {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

/**
 * The home's song search (part 1 §2): a combobox over the ministry's repertoire. Picking a
 * song opens its page in the repertoire remote. A failed search shows an empty list (§8).
 */
export function SongSearchBox({ ministryId }: { ministryId: number }) {
  const { t } = useTranslation('ministry-home');
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const boxRef = useRef<HTMLDivElement>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSongSearch(
    { termo: settled, ministerio_id: ministryId, pagina: 1, por_pagina: SONG_SEARCH_RESULTS },
    { enabled: settled.length > 0 },
  );
  const songs =
    settled && search.isSuccess ? search.data.musicas.slice(0, SONG_SEARCH_RESULTS) : [];
  const waiting = term.trim() !== settled || (settled.length > 0 && search.isFetching);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const select = (songId: number) => {
    setOpen(false);
    void navigate(ministryLinks.song(ministryId, songId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (songs.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + songs.length) % songs.length);
    } else if (event.key === 'Enter' && open && songs[active]) {
      event.preventDefault();
      select(songs[active].id);
    }
  };

  const status = (() => {
    if (!settled && !term.trim()) return t('search.hint');
    if (waiting) return null;
    return songs.length === 0 ? t('search.empty') : null;
  })();

  return (
    <Box ref={boxRef}>
      <label htmlFor={`${id}-input`}>{t('search.label')}</label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={
          open && songs[active] ? `${id}-option-${songs[active].id}` : undefined
        }
        placeholder={t('search.placeholder')}
        value={term}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setTerm(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <Dropdown>
          {waiting ? (
            <p>
              <Spinner size={16} decorative />
              {t('search.searching')}
            </p>
          ) : status ? (
            <p>{status}</p>
          ) : null}
          <ul id={listId} role="listbox" aria-label={t('search.results')}>
            {waiting
              ? null
              : songs.map((song, index) => (
                  <Option
                    key={song.id}
                    id={`${id}-option-${song.id}`}
                    role="option"
                    aria-selected={index === active}
                    $active={index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => select(song.id)}
                  >
                    {song.nome}
                    <span>{song.artista}</span>
                  </Option>
                ))}
          </ul>
        </Dropdown>
      ) : null}
    </Box>
  );
}
