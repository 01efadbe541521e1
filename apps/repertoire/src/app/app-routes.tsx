import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireSongManager } from '../components/require-song-manager';
import { NewSongPage } from '../features/song-create/components/new-song-page';
import { SongDetailPage } from '../features/song-detail/components/song-detail-page';
import { ImportSongsPage } from '../features/song-import/components/import-songs-page';
import { SongListPage } from '../features/song-list/components/song-list-page';
import { paths } from '../config/paths';

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
