import { isLandingPath } from '@levita/contracts';
import { isMinistrySection, ministrySections, remoteBasePath } from '@levita/contracts/paths';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { GoogleCallbackPage } from '../features/auth/components/google-callback-page';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { AnonymousOnly } from '../components/guards/anonymous-only';
import { RequireMinistryManager } from '../components/guards/require-ministry-manager';
import { RequireSession } from '../components/guards/require-session';
import { MinistryLayout } from '../components/layout/ministry-layout';
import { ShellLayout } from '../components/layout/shell-layout';
import { RecoverPasswordPage } from '../features/password/components/recover-password-page';
import { ResetPasswordPage } from '../features/password/components/reset-password-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { MinistryHomePage } from '../features/ministry-home/components/ministry-home-page';
import { MinistrySettingsPage } from '../features/ministry-settings/components/ministry-settings-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { SessionRefreshOutlet } from '../lib/session/session-refresh';
import { paths } from '../config/paths';

function LegacyMinistryRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={paths.ministry.getHref(id)} replace />;
}

function MinistrySectionRoute() {
  const { id = '', section = '' } = useParams();
  if (!isMinistrySection(section)) return <Navigate to={paths.ministry.getHref(id)} replace />;
  const { remote } = ministrySections[section];
  return <RemoteRoute name={remote} basePath={remoteBasePath(remote, id, section)} />;
}

/** Public pages belong to the landing remote (full page); anything else unknown goes to /. */
function PublicOrUnknownRoute() {
  const { pathname } = useLocation();
  if (!isLandingPath(pathname)) return <Navigate to={paths.landing.getHref()} replace />;
  return <RemoteRoute name="landing" basePath="/" />;
}

/** Part 1 §2: the route table, with its anonymous-only and login-only guards. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AnonymousOnly />}>
        <Route path={paths.login.path} element={<LoginPage />} />
        <Route path={paths.register.path} element={<RegisterPage />} />
        <Route path={paths.recoverPassword.path} element={<RecoverPasswordPage />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
        <Route path={paths.googleCallback.path} element={<GoogleCallbackPage />} />
      </Route>
      <Route path={paths.app.path} element={<Navigate to={paths.login.getHref()} replace />} />
      <Route path={paths.legacyMinistry.path} element={<LegacyMinistryRedirect />} />
      <Route element={<RequireSession />}>
        <Route element={<ShellLayout />}>
          <Route element={<SessionRefreshOutlet />}>
            <Route path={paths.dashboard.path} element={<DashboardPage />} />
          </Route>
          <Route path={paths.profile.path} element={<ProfilePage />} />
          <Route path={paths.ministry.path} element={<MinistryLayout />}>
            <Route index element={<MinistryHomePage />} />
            <Route element={<RequireMinistryManager otherwise="ministry-home" />}>
              <Route path={paths.ministrySettings.path} element={<MinistrySettingsPage />} />
              <Route path={paths.ministrySettings.alias} element={<MinistrySettingsPage />} />
            </Route>
            <Route path=":section/*" element={<MinistrySectionRoute />} />
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<PublicOrUnknownRoute />} />
    </Routes>
  );
}
