import { lazyPage } from '@levita/federation';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireSongManager } from '../components/require-song-manager';
import { paths } from '../config/paths';

// Every page comes with its route: a song opened from a link loads no list code, and the list
// no song page.
const SongListPage = lazyPage(
  () => import('../features/song-list/components/song-list-page'),
  (module) => module.SongListPage,
);
const NewSongPage = lazyPage(
  () => import('../features/song-create/components/new-song-page'),
  (module) => module.NewSongPage,
);
const ImportSongsPage = lazyPage(
  () => import('../features/song-import/components/import-songs-page'),
  (module) => module.ImportSongsPage,
);
const SongDetailPage = lazyPage(
  () => import('../features/song-detail/components/song-detail-page'),
  (module) => module.SongDetailPage,
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.songs.path} element={<SongListPage />} />
      <Route element={<RequireSongManager />}>
        <Route path={paths.newSong.path} element={<NewSongPage />} />
        <Route path={paths.importSongs.path} element={<ImportSongsPage />} />
      </Route>
      <Route path={paths.song.path} element={<SongDetailPage />} />
      <Route path="*" element={<Navigate to={paths.songs.getHref()} replace />} />
    </Routes>
  );
}
