import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { ScheduleListPage } from '../features/home/components/schedule-list-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.schedules.path} element={<ScheduleListPage />} />
      <Route path="*" element={<Navigate to={paths.schedules.getHref()} replace />} />
    </Routes>
  );
}
