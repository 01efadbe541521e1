import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionPage } from '../features/home/components/section-page';

/** Mounted at /ministerios/:id: this remote owns three sections of the ministry. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/membros/*" element={<SectionPage titleKey="members.title" />} />
      <Route path="/funcoes" element={<SectionPage titleKey="functions.title" />} />
      <Route path="/indisponibilidades" element={<SectionPage titleKey="unavailability.title" />} />
      <Route path="*" element={<Navigate to="/membros" replace />} />
    </Routes>
  );
}
