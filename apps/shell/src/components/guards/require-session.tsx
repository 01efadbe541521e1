import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginHrefReturningTo } from '../../lib/session/return-to';
import { useSession } from '../../lib/session/session-store';

/**
 * Login-only pages (part 1 §2): without a stored token the user goes to /login, which names
 * the page asked for (a link from WhatsApp or an e-mail) and goes there after signing in. The
 * check is live, so an expired session anywhere below leaves the page at once (a logout goes
 * to the plain /login by itself first).
 */
export function RequireSession() {
  const { pathname, search, hash } = useLocation();
  const signedIn = useSession((state) => state.token !== null);
  if (!signedIn)
    return <Navigate to={loginHrefReturningTo(`${pathname}${search}${hash}`)} replace />;
  return <Outlet />;
}
