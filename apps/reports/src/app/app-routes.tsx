import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/components/home-page';

/** Mounted by the shell at /ministerios/:id/relatorios. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home.path} element={<HomePage />} />
      <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
    </Routes>
  );
}
