import { errorMessageOf, isApiError, useSong } from '@levita/api-client';
import { useRemoteProps } from '@levita/federation';
import {
  buttonStyles,
  type ButtonSize,
  type ButtonVariant,
  ErrorPanel,
  PageSkeleton,
} from '@levita/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../app/paths';
import { BackToListPanel } from '../../../components/back-to-list-panel';
import { SongDetail } from './song-detail';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 960px;
  margin: 0 auto;
  min-width: 0;
`;

const BackLink = styled(Link)<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
  align-self: flex-start;
`;

/** '/12' gives 12; anything else ('abc', '1.5', '0') is no song id at all. */
function songIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Route '/:musicaId': loads the song and shows it, or says why it cannot. */
export function SongDetailPage() {
  const { musicaId } = useParams();
  const songId = songIdOf(musicaId);
  if (songId === null) return <SongNotFound />;
  return <LoadedSongPage songId={songId} />;
}

function LoadedSongPage({ songId }: { songId: number }) {
  const { t, i18n } = useTranslation(['song-detail', 'repertoire']);
  const { ministry } = useRemoteProps();
  const query = useSong(songId);

  // A song of another ministry (the caller may belong to both) is not in this repertoire.
  const elsewhere = ministry !== null && query.data && query.data.ministerio_id !== ministry.id;
  const missing = isApiError(query.error) && query.error.status === 404;
  if (missing || elsewhere) return <SongNotFound />;

  return (
    <Page>
      <BackLink to={paths.songs.getHref()} $variant="ghost" $size="small">
        {t('repertoire:backToList')}
      </BackLink>
      {query.data ? (
        <SongDetail song={query.data} />
      ) : query.isError ? (
        <ErrorPanel
          title={t('loadError.title')}
          message={errorMessageOf(query.error, i18n.language)}
          retryLabel={t('loadError.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PageSkeleton label={t('loading')} />
      )}
    </Page>
  );
}

function SongNotFound() {
  const { t } = useTranslation('song-detail');
  return (
    <BackToListPanel
      id="song-not-found"
      title={t('notFound.title')}
      message={t('notFound.message')}
    />
  );
}
