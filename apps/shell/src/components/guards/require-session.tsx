import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-store';

/**
 * Login-only pages (part 1 §2): without a stored token the user goes to /login. The check is
 * live, so a logout or an expired session anywhere below leaves the page at once.
 */
export function RequireSession() {
  const signedIn = useSession((state) => state.token !== null);
  if (!signedIn) return <Navigate to={paths.login.getHref()} replace />;
  return <Outlet />;
}
