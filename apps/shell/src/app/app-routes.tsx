import { isLandingPath } from '@levita/contracts';
// From its own entry: the library's index would bring every component it re-exports (dialogs
// included) into the first chunk of every page.
import { lazyPage } from '@levita/federation/lazy-page';
import { isMinistrySection, ministrySections, remoteBasePath } from '@levita/contracts/paths';
import { isValidElement } from 'react';
import {
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useLocation,
  useParams,
} from 'react-router-dom';
import { AnonymousOnly } from '../components/guards/anonymous-only';
import { RequireMinistryManager } from '../components/guards/require-ministry-manager';
import { RequireSession } from '../components/guards/require-session';
import { MinistryLayout } from '../components/layout/ministry-layout';
import { ShellLayout } from '../components/layout/shell-layout';
import { SessionRefreshOutlet } from '../lib/session/session-refresh';
import { paths } from '../config/paths';

// Every page is its own chunk: a first visit downloads the shell and the page it opens, not
// the others (the login does not carry the dashboard, nor single-spa and the remote loader).
const LoginPage = lazyPage(
  () => import('../features/auth/components/login-page'),
  (module) => module.LoginPage,
);
const RegisterPage = lazyPage(
  () => import('../features/auth/components/register-page'),
  (module) => module.RegisterPage,
);
const GoogleCallbackPage = lazyPage(
  () => import('../features/auth/components/google-callback-page'),
  (module) => module.GoogleCallbackPage,
);
const RecoverPasswordPage = lazyPage(
  () => import('../features/password/components/recover-password-page'),
  (module) => module.RecoverPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/password/components/reset-password-page'),
  (module) => module.ResetPasswordPage,
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/components/dashboard-page'),
  (module) => module.DashboardPage,
);
const ProfilePage = lazyPage(
  () => import('../features/profile/components/profile-page'),
  (module) => module.ProfilePage,
);
const MinistryHomePage = lazyPage(
  () => import('../features/ministry-home/components/ministry-home-page'),
  (module) => module.MinistryHomePage,
);
const MinistrySettingsPage = lazyPage(
  () => import('../features/ministry-settings/components/ministry-settings-page'),
  (module) => module.MinistrySettingsPage,
);
const NotFoundPage = lazyPage(
  () => import('../features/not-found/components/not-found-page'),
  (module) => module.NotFoundPage,
);
const SectionNotFound = lazyPage(
  () => import('../features/not-found/components/section-not-found'),
  (module) => module.SectionNotFound,
);
const RemoteRoute = lazyPage(
  () => import('../features/remotes/components/remote-route'),
  (module) => module.RemoteRoute,
);

function LegacyMinistryRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={paths.ministry.getHref(id)} replace />;
}

function MinistrySectionRoute() {
  const { id = '', section = '' } = useParams();
  if (!isMinistrySection(section)) return <SectionNotFound ministryId={id} />;
  const { remote } = ministrySections[section];
  return <RemoteRoute name={remote} basePath={remoteBasePath(remote, id, section)} />;
}
MinistrySectionRoute.preload = RemoteRoute.preload;

/** Public pages belong to the landing remote (full page); any other path is the 404 page. */
function PublicOrUnknownRoute() {
  const { pathname } = useLocation();
  if (!isLandingPath(pathname)) return <NotFoundPage />;
  return <RemoteRoute name="landing" basePath="/" />;
}
PublicOrUnknownRoute.preload = RemoteRoute.preload;

/** Part 1 §2: the route table, with its anonymous-only and login-only guards. */
const routes = (
  <>
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
  </>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts fetching the code of the page at `pathname` (main.tsx, before the first render).
 * Pages render once the texts of the language are in, and would only then ask for their code:
 * one round trip after the other on a first visit, where both can travel together.
 */
export function preloadPageAt(pathname: string) {
  for (const { route } of matchRoutes(createRoutesFromElements(routes), pathname) ?? []) {
    const page: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (typeof page === 'function' && 'preload' in page && typeof page.preload === 'function')
      void Promise.resolve(page.preload()).catch(() => undefined);
  }
}
