import {
  remoteContractVersion,
  type RemoteMinistry,
  type RemoteProps,
  type RemoteUser,
} from '@levita/federation';
import { useThemePreference, useToast } from '@levita/ui';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { shellApiBaseUrl } from '../../../lib/api-client';
import { useCallerStanding } from '../../../hooks/use-caller-standing';
import { useRouteMinistry } from '../../../hooks/use-route-ministry';
import { guardLeave } from '../../../lib/navigation/leave-guards';
import { usePreferences } from '../../../lib/preferences-store';
import { currentToken, expireSession, useSession } from '../../../lib/session/session-store';
import { renewSession } from '../../../lib/session/session-renewal';

/** The signed-in user as remotes see it: id, nome and email only. */
function useRemoteUser(): RemoteUser | null {
  const user = useSession((state) => state.user);
  return useMemo(() => (user ? { id: user.id, nome: user.nome, email: user.email } : null), [user]);
}

/**
 * The ministry of the URL (`:id`) with the caller's standing, once both are known; null
 * outside a ministry or when the ministry cannot be read.
 */
function useRemoteMinistry(): RemoteMinistry | null {
  const { ministryId, valid, ministry } = useRouteMinistry();
  const { standing, isLoading } = useCallerStanding(valid ? ministryId : 0);
  const nome = ministry.data?.nome;
  return useMemo(
    () =>
      valid && nome !== undefined && !isLoading
        ? { id: ministryId, nome, situacao: standing }
        : null,
    [valid, ministryId, nome, isLoading, standing],
  );
}

/**
 * RemoteProps for a remote mounted at `basePath`, built from the shell's session, language,
 * theme and toasts: the only way the session reaches a remote. The object only changes when
 * something a remote renders from changes, so the parcel's update runs when it matters.
 */
export function useRemoteProps(basePath: string): RemoteProps {
  const navigate = useNavigate();
  // useNavigate changes identity with every location; remotes get one stable function instead
  // of a props update on each URL change.
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const locale = usePreferences((state) => state.locale);
  const setLocale = usePreferences((state) => state.setLocale);
  const { theme, setTheme } = useThemePreference();
  const { show } = useToast();
  const user = useRemoteUser();
  const ministry = useRemoteMinistry();

  return useMemo(
    () => ({
      basePath,
      ministry,
      user,
      locale,
      theme,
      setLocale,
      setTheme,
      getToken: currentToken,
      // The same path as a 401 token_expired on the shell's own calls: the login-only guard
      // then takes the user to /login.
      onUnauthorized: expireSession,
      renewSession,
      navigate: (to: string) => void navigateRef.current(to),
      guardLeave,
      notify: (notice) => void show(notice),
      apiBaseUrl: shellApiBaseUrl,
      contractVersion: remoteContractVersion,
    }),
    [basePath, ministry, user, locale, theme, setLocale, setTheme, show],
  );
}
