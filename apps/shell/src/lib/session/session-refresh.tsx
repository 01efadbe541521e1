import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { createSessionRefresher, type SessionRefresher } from './session-refresher';
import { renewToken } from './session-renewal';
import { currentToken, expireSession } from './session-store';

const SessionRefreshContext = createContext<SessionRefresher | null>(null);

/**
 * One refresh schedule for the app, renewing with the browser's lasting session (POST
 * /auth/sessao), which also works once the access token has expired.
 */
export function SessionRefreshProvider({ children }: { children: ReactNode }) {
  const [refresher] = useState(() =>
    createSessionRefresher({
      refresh: renewToken,
      hasSession: () => currentToken() !== null,
      // renewToken stores the answer itself, unless the person signed out while it ran;
      // storing it here again brought back a session that a logout during the refresh ended.
      onRefreshed: () => undefined,
      onRejected: expireSession,
    }),
  );
  useEffect(() => () => refresher.dispose(), [refresher]);
  return (
    <SessionRefreshContext.Provider value={refresher}>{children}</SessionRefreshContext.Provider>
  );
}

/**
 * Keeps the session fresh while the calling component is mounted (part 1 §4: the dashboard
 * and the ministry area). A new `area` (another ministry) counts as entering again.
 */
export function useSessionRefresh(area = '') {
  const refresher = useContext(SessionRefreshContext);
  if (!refresher) throw new Error('useSessionRefresh needs a <SessionRefreshProvider> above it.');
  useEffect(() => refresher.enter(), [refresher, area]);
}

/** A layout route whose pages keep the session fresh. */
export function SessionRefreshOutlet() {
  useSessionRefresh();
  return <Outlet />;
}
