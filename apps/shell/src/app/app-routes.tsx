import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { MinistryLayout } from '../features/layout/ministry-layout';
import { ShellLayout } from '../features/layout/shell-layout';
import { PlannedPage } from '../features/placeholder/planned-page';
import { RemoteRoute } from '../features/remotes/remote-route';
import {
  landingPaths,
  ministryRemoteBasePath,
  ministrySectionOwners,
} from '../features/remotes/remote-routes';
import { paths } from './paths';

function LegacyMinistryRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={paths.ministry.getHref(id)} replace />;
}

function MinistrySectionRoute() {
  const { id = '', section = '' } = useParams();
  const owner = ministrySectionOwners[section];
  if (!owner) return <Navigate to={paths.ministry.getHref(id)} replace />;
  return <RemoteRoute name={owner} basePath={ministryRemoteBasePath(owner, id, section)} />;
}

/** Public pages belong to the landing remote (full page); anything else unknown goes to /. */
function PublicOrUnknownRoute() {
  const { pathname } = useLocation();
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!landingPaths.includes(normalised)) return <Navigate to={paths.landing.getHref()} replace />;
  return <RemoteRoute name="landing" basePath="/" />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.login.path} element={<PlannedPage titleKey="pages.login" />} />
      <Route path={paths.register.path} element={<PlannedPage titleKey="pages.register" />} />
      <Route
        path={paths.recoverPassword.path}
        element={<PlannedPage titleKey="pages.recoverPassword" />}
      />
      <Route
        path={paths.resetPassword.path}
        element={<PlannedPage titleKey="pages.resetPassword" />}
      />
      <Route
        path={paths.googleCallback.path}
        element={<PlannedPage titleKey="pages.googleCallback" />}
      />
      <Route path={paths.app.path} element={<Navigate to={paths.login.getHref()} replace />} />
      <Route path={paths.legacyMinistry.path} element={<LegacyMinistryRedirect />} />
      <Route element={<ShellLayout />}>
        <Route path={paths.dashboard.path} element={<PlannedPage titleKey="pages.dashboard" />} />
        <Route path={paths.profile.path} element={<PlannedPage titleKey="pages.profile" />} />
        <Route path={paths.ministry.path} element={<MinistryLayout />}>
          <Route index element={<PlannedPage titleKey="pages.ministryHome" />} />
          <Route path="configuracoes" element={<PlannedPage titleKey="pages.ministrySettings" />} />
          <Route path="config" element={<PlannedPage titleKey="pages.ministrySettings" />} />
          <Route path=":section/*" element={<MinistrySectionRoute />} />
        </Route>
      </Route>
      <Route path="*" element={<PublicOrUnknownRoute />} />
    </Routes>
  );
}
