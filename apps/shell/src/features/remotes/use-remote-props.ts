import { remoteContractVersion, type RemoteProps } from '@levita/federation';
import { useMemo } from 'react';
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
        navigate('/login');
      },
      navigate: (to: string) => navigate(to),
      notify,
      apiBaseUrl: '/api',
      contractVersion: remoteContractVersion,
    }),
    [basePath, locale, theme, navigate, notify],
  );
}
