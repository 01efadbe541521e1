import { errorMessageOf, useSong } from '@levita/api-client';
import { useNotFoundInMinistry } from '@levita/federation';
import { BackLink, BackToListPanel, QueryView } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { SongDetail } from './song-detail';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 960px;
  margin: 0 auto;
  min-width: 0;
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
  const query = useSong(songId);
  // A song of another ministry (the caller may belong to both) is not in this repertoire.
  if (useNotFoundInMinistry(query)) return <SongNotFound />;

  return (
    <Page>
      <BackLink as={Link} to={paths.songs.getHref()}>
        {t('repertoire:backToList')}
      </BackLink>
      <QueryView
        query={query}
        errorTitle={t('loadError.title')}
        describeError={(error) => errorMessageOf(error, i18n.language)}
        retryLabel={t('loadError.retry')}
        loadingLabel={t('loading')}
      >
        {(song) => <SongDetail song={song} />}
      </QueryView>
    </Page>
  );
}

function SongNotFound() {
  const { t } = useTranslation(['song-detail', 'repertoire']);
  return (
    <BackToListPanel
      id="song-not-found"
      title={t('notFound.title')}
      message={t('notFound.message')}
      backLabel={t('repertoire:backToList')}
      linkAs={Link}
      to={paths.songs.getHref()}
    />
  );
}
