import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { ReportsPage } from '../features/home/components/reports-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.reports.path} element={<ReportsPage />} />
      <Route path="*" element={<Navigate to={paths.reports.getHref()} replace />} />
    </Routes>
  );
}
