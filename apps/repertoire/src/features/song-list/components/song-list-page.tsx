import { errorMessageOf } from '@levita/api-client';
import { useRemoteProps } from '@levita/federation';
import { PageColumn, PageHeader, Pagination, SearchBox } from '@levita/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { SongListActions } from './song-list-actions';
import { SONG_LIST_PAGE_SIZE, useSongListParams } from '../hooks/song-list-params';
import { SongListResults, type SongResultsState } from './song-list-results';
import { useSongPage } from '../hooks/use-song-page';

const Summary = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Part 2 §9: pages = ceil(total / 10). */
const pageCount = (total: number) => Math.ceil(total / SONG_LIST_PAGE_SIZE);

/**
 * The repertoire list (part 2 §2, §5): search, one page of 10 songs, the pager, and the
 * import / add buttons for admin rights. Term and page are kept in the URL.
 */
export function SongListPage() {
  const { t } = useTranslation('song-list');
  const { ministry, locale } = useRemoteProps();
  const { term, page, setTerm, setPage } = useSongListParams();
  const songs = useSongPage(ministry?.id, term, page);
  const total = songs.data?.total;

  // While the next page loads the pager stays (with the count it last knew for this search),
  // so the button just pressed keeps the focus.
  const [known, setKnown] = useState({ term, pages: 0 });
  if (total !== undefined && (known.term !== term || known.pages !== pageCount(total)))
    setKnown({ term, pages: pageCount(total) });
  const totalPages = total !== undefined ? pageCount(total) : known.term === term ? known.pages : 0;

  // A page past the end (an old link, songs deleted since) goes to the last page there is.
  useEffect(() => {
    if (total === undefined) return;
    const lastPage = Math.max(pageCount(total), 1);
    if (page > lastPage) setPage(lastPage, { replace: true });
  }, [page, total, setPage]);

  const state: SongResultsState = songs.isError
    ? {
        status: 'error',
        message: errorMessageOf(songs.error, locale),
        onRetry: () => void songs.refetch(),
      }
    : songs.data && page <= Math.max(pageCount(songs.data.total), 1)
      ? { status: 'success', songs: songs.data.musicas, total: songs.data.total }
      : { status: 'pending' };

  return (
    <PageColumn aria-labelledby="song-list-title">
      <PageHeader>
        <h1 id="song-list-title">{t('title')}</h1>
        <SongListActions />
      </PageHeader>
      {/* Part 2 §5: typing searches 500 ms after the last key; clearing goes back to the list. */}
      <SearchBox
        term={term}
        onSearch={setTerm}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submitLabel={t('search.submit')}
        clearLabel={t('search.clear')}
      />
      <Summary role="status">
        {state.status === 'success' && state.total > 0
          ? term
            ? t('summary.found', { count: state.total, term })
            : t('summary.total', { count: state.total })
          : null}
      </Summary>
      <SongListResults state={state} term={term} onClearSearch={() => setTerm('')} />
      {state.status !== 'error' ? (
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
      ) : null}
    </PageColumn>
  );
}
