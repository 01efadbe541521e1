import { Navigate, Route, Routes } from 'react-router-dom';
import { ReportsPage } from '../features/home/components/reports-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ReportsPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
