import { errorMessageOf, useDeezerSearch } from '@levita/api-client';
import { MUSIC_SEARCH_MIN_LENGTH, type MusicSearchResult } from '@levita/contracts';
import { Button, Cluster, EmptyState, Notice, Spinner, VisuallyHidden } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { SearchResultCard } from './search-result-card';

/** Part 2 §9: the import search asks the music service for 10 results at most. */
export const IMPORT_SEARCH_LIMIT = 10;

/** Cards side by side where they fit, stacked on a phone (never wider than the screen). */
const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DeezerResultsProps {
  /** The settled (debounced, trimmed) search text. */
  term: string;
  ministryId: number;
  /** Imported in this visit, marked before the refreshed results come back. */
  importedIds: ReadonlySet<string>;
  onOpen: (result: MusicSearchResult) => void;
}

/** The Deezer results for a term of 3 or more characters (part 2 §5), or why there are none. */
export function DeezerResults({ term, ministryId, importedIds, onOpen }: DeezerResultsProps) {
  const { t, i18n } = useTranslation('song-import');
  const searching = term.length >= MUSIC_SEARCH_MIN_LENGTH;
  const search = useDeezerSearch(
    { q: term, limite: IMPORT_SEARCH_LIMIT, ministerio_id: ministryId },
    { enabled: searching },
  );

  if (!searching) return null;
  if (search.isPending)
    return (
      <Loading>
        <Spinner label={t('search.searching')} />
        <span aria-hidden="true">{t('search.searching')}</span>
      </Loading>
    );
  // Deezer down or the song not there: the way on is to try again or to type the song in.
  const addManually = <Link to={paths.newSong.getHref()}>{t('messages.addManually')}</Link>;
  if (search.isError)
    return (
      <Notice $tone="danger" role="alert">
        <p>{t('messages.errorSearching')}</p>
        <p>{errorMessageOf(search.error, i18n.language)}</p>
        <Cluster $gap={3}>
          <Button
            variant="secondary"
            size="small"
            loading={search.isFetching}
            onClick={() => void search.refetch()}
          >
            {t('messages.retry')}
          </Button>
          {addManually}
        </Cluster>
      </Notice>
    );

  const results = search.data.resultados;
  if (results.length === 0)
    return (
      <div role="status">
        <EmptyState title={t('messages.noResults', { term })} action={addManually} />
      </div>
    );
  return (
    <section aria-labelledby="deezer-results-title">
      <VisuallyHidden as="h2" id="deezer-results-title">
        {t('search.resultsTitle')}
      </VisuallyHidden>
      <List>
        {results.map((result) => (
          <li key={result.id_externo}>
            <SearchResultCard
              result={result}
              imported={result.importada || importedIds.has(result.id_externo)}
              onOpen={onOpen}
            />
          </li>
        ))}
      </List>
    </section>
  );
}
