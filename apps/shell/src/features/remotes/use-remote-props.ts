import { remoteContractVersion, type RemoteProps } from '@levita/federation';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePreferences } from '../preferences/preferences-store';
import { useToasts } from '../toasts/toast-store';

const tokenStorageKey = 'token';

/**
 * RemoteProps for a remote mounted at `basePath`. The object only changes when something a
 * remote renders from changes, so the parcel's update runs when it matters.
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
  const theme = usePreferences((state) => state.theme);
  const notify = useToasts((state) => state.show);

  return useMemo(
    () => ({
      basePath,
      // The session and ministry loading arrive with the account and ministry issues; until
      // then remotes see an anonymous visitor and no ministry details.
      ministry: null,
      user: null,
      locale,
      theme,
      getToken: () => localStorage.getItem(tokenStorageKey),
      onUnauthorized: () => {
        localStorage.removeItem(tokenStorageKey);
        void navigateRef.current('/login');
      },
      navigate: (to: string) => void navigateRef.current(to),
      notify,
      apiBaseUrl: '/api',
      contractVersion: remoteContractVersion,
    }),
    [basePath, locale, theme, notify],
  );
}
