import { ManagersOnly } from '@levita/federation';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { ReportsPage } from './reports-page';

/** Mounted by the shell at /ministerios/:id/relatorios: admin rights only (part 2 §6). */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={paths.reports.path}
        element={
          <ManagersOnly>
            <ReportsPage />
          </ManagersOnly>
        }
      />
      <Route path="*" element={<Navigate to={paths.reports.getHref()} replace />} />
    </Routes>
  );
}
