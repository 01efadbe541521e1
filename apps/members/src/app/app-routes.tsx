import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { SectionPage } from '../features/home/components/section-page';

/** Mounted at /ministerios/:id: this remote owns three sections of the ministry. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.members.path} element={<SectionPage titleKey="members.title" />} />
      <Route path={paths.functions.path} element={<SectionPage titleKey="functions.title" />} />
      <Route
        path={paths.unavailability.path}
        element={<SectionPage titleKey="unavailability.title" />}
      />
      <Route path="*" element={<Navigate to={paths.members.getHref()} replace />} />
    </Routes>
  );
}
