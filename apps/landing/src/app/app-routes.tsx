import { Navigate, Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/hero/components/landing-page';
import { LegalPage } from '../features/legal/components/legal-page';
import { paths } from './paths';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home.path} element={<LandingPage />} />
      {paths.privacy.map((path) => (
        <Route key={path} path={path} element={<LegalPage document="privacy" />} />
      ))}
      {paths.terms.map((path) => (
        <Route key={path} path={path} element={<LegalPage document="terms" />} />
      ))}
      <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
    </Routes>
  );
}
