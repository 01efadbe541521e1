import type { Song } from '@levita/contracts';
import { Button, EmptyState, ErrorPanel, MusicNotesIcon, PageSkeleton } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { useCanManageMinistry } from '@levita/federation';
import { SongTable } from './song-table';

export type SongResultsState =
  | { status: 'pending' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'success'; songs: Song[]; total: number };

export interface SongListResultsProps {
  state: SongResultsState;
  /** The search in effect; '' for the default list. */
  term: string;
  onClearSearch: () => void;
}

/** What sits under the search: the loading, error or empty state, or the table. */
export function SongListResults({ state, term, onClearSearch }: SongListResultsProps) {
  const { t } = useTranslation('song-list');
  const canManage = useCanManageMinistry();

  if (state.status === 'pending') return <PageSkeleton label={t('loading')} />;

  if (state.status === 'error')
    return (
      <ErrorPanel
        title={t('error.title')}
        message={state.message}
        retryLabel={t('error.retry')}
        onRetry={state.onRetry}
      />
    );

  if (state.songs.length === 0 && term)
    return (
      <EmptyState
        icon={<MusicNotesIcon size={32} />}
        title={t('empty.searchTitle', { term })}
        action={
          <Button variant="secondary" onClick={onClearSearch}>
            {t('search.clear')}
          </Button>
        }
      >
        <p>{t('empty.searchHint')}</p>
      </EmptyState>
    );

  if (state.songs.length === 0)
    return (
      <EmptyState icon={<MusicNotesIcon size={32} />} title={t('empty.title')}>
        <p>{canManage ? t('empty.hintManager') : t('empty.hintMember')}</p>
      </EmptyState>
    );

  return <SongTable songs={state.songs} caption={t('table.caption')} />;
}
