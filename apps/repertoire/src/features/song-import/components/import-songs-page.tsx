import { LeaveQuestionDialog, useLeaveGuard, useRemoteProps } from '@levita/federation';
import type { MusicSearchResult } from '@levita/contracts';
import { BackLink, TextField, useDebouncedValue } from '@levita/ui';
import { type MouseEvent, useCallback, useState } from 'react';
import { useNamespaces, useTranslation } from '@levita/i18n';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { pageTexts } from '../../../config/page-texts';
import { paths } from '../../../config/paths';
import { DeezerResults } from './deezer-results';
import { ImportSongModal } from './import-song-modal';

/** Its own texts, which load with it rather than with the remote's chunk. */
const texts = pageTexts('song-import');

/** Part 2 §9: the search waits for a 500 ms pause in typing. */
export const IMPORT_SEARCH_DEBOUNCE_MS = 500;

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  h1,
  p {
    margin: 0;
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SearchBox = styled.div`
  max-width: 560px;
`;

/**
 * /importar, behind RequireSongManager (part 2 §2 "Song import"): search Deezer, pick a card,
 * check its fields in the modal and import it.
 *
 * Leaving with unsaved edits asks first: the modal's close paths and this back link through
 * `confirmThen`, every other way out through the shell (useLeaveGuard).
 */
export function ImportSongsPage() {
  useNamespaces(texts);
  const { t } = useTranslation(['song-import', 'repertoire']);
  const navigate = useNavigate();
  // RequireSongManager lets only a manager of a ministry in, so the ministry is there.
  const ministryId = useRemoteProps().ministry?.id;
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim(), IMPORT_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<MusicSearchResult | null>(null);
  const [importedIds, setImportedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [dirty, setDirty] = useState(false);
  // Edits in the modal not imported yet: any way out of the page asks first.
  const leaveGuard = useLeaveGuard(dirty);

  const closeModal = useCallback(() => {
    setSelected(null);
    setDirty(false);
  }, []);
  const markImported = useCallback(
    (idExterno: string) => setImportedIds((current) => new Set(current).add(idExterno)),
    [],
  );

  const leave = (event: MouseEvent) => {
    if (!dirty) return;
    event.preventDefault();
    leaveGuard.confirmThen(() => {
      closeModal();
      void navigate(paths.songs.getHref());
    });
  };

  return (
    <Page aria-labelledby="song-import-title">
      <BackLink as={Link} to={paths.songs.getHref()} onClick={leave}>
        {t('repertoire:backToList')}
      </BackLink>
      <h1 id="song-import-title">{t('title')}</h1>
      <Intro>{t('intro')}</Intro>
      <SearchBox role="search">
        <TextField
          type="search"
          label={t('search.label')}
          hint={t('search.hint')}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </SearchBox>
      {ministryId !== undefined ? (
        <DeezerResults
          term={term}
          ministryId={ministryId}
          importedIds={importedIds}
          onOpen={setSelected}
        />
      ) : null}
      {selected && ministryId !== undefined ? (
        <ImportSongModal
          key={selected.id_externo}
          result={selected}
          ministryId={ministryId}
          onClose={closeModal}
          onImported={markImported}
          onDirtyChange={setDirty}
        />
      ) : null}
      <LeaveQuestionDialog
        guard={leaveGuard}
        title={t('discard.title')}
        message={t('discard.message')}
        leaveLabel={t('discard.confirm')}
        stayLabel={t('discard.cancel')}
      />
    </Page>
  );
}
