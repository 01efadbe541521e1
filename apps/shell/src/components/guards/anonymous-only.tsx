import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { returnPathOf } from '../../lib/session/return-to';
import { useSession } from '../../lib/session/session-store';

/**
 * Anonymous-only pages (part 1 §2): a user who opens one with a stored token goes to
 * /dashboard (or to the page the login was asked to return to). The check is made when the
 * page is entered, not live: the login, register and Google pages store a token themselves
 * and must finish (fetch the user, say so) before they move on.
 */
export function AnonymousOnly() {
  const { key, search } = useLocation();
  const signedIn = useSession((state) => state.token !== null);
  const [entry, setEntry] = useState({ key, signedIn });
  let signedInOnEntry = entry.signedIn;
  if (entry.key !== key) {
    signedInOnEntry = signedIn;
    setEntry({ key, signedIn });
  }
  if (signedInOnEntry)
    return <Navigate to={returnPathOf(search) ?? paths.dashboard.getHref()} replace />;
  return <Outlet />;
}
