import { Navigate, Route, Routes } from 'react-router-dom';
import { ScheduleListPage } from '../features/home/components/schedule-list-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ScheduleListPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
