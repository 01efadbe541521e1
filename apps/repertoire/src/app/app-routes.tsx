import { Navigate, Route, Routes } from 'react-router-dom';
import { NewSongPage } from '../features/songs/components/new-song-page';
import { SongListPage } from '../features/songs/components/song-list-page';
import { paths } from './paths';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.songs.path} element={<SongListPage />} />
      <Route path={paths.newSong.path} element={<NewSongPage />} />
      <Route path="*" element={<Navigate to={paths.songs.getHref()} replace />} />
    </Routes>
  );
}
