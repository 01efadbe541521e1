import { RemoteFrame, type RemoteBuildInfo } from '@levita/federation/remote-frame';
import { remoteContractVersion, type RemoteProps } from '@levita/federation/remote-props';
import { useLayoutEffect, useMemo, useState } from 'react';
import { App } from '../app/app';
import { followLink } from './follow-link';
import { pageDescription } from './page-description';
import { savedLocale, savedTheme, saveLocale, saveTheme } from './page-preferences';

/**
 * The landing as a page of its own (what the server sends for `/` and the legal paths): it
 * plays the shell's part in the RemoteProps contract. Language and theme are saved where the
 * shell reads them, so the app opens in the visitor's choice.
 */
export function LandingPageRoot({ build }: { build: RemoteBuildInfo }) {
  const [locale, setLocale] = useState(savedLocale);
  const [theme, setTheme] = useState(savedTheme);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', pageDescription(locale));
  }, [locale]);

  const props = useMemo<RemoteProps>(
    () => ({
      basePath: '/',
      ministry: null,
      user: null,
      locale,
      theme,
      setLocale: (next) => {
        saveLocale(next);
        setLocale(next);
      },
      setTheme: (next) => {
        saveTheme(next);
        setTheme(next);
      },
      getToken: () => null,
      onUnauthorized: () => undefined,
      navigate: followLink,
      notify: () => undefined,
      apiBaseUrl: '/api',
      contractVersion: remoteContractVersion,
    }),
    [locale, theme],
  );

  return (
    <RemoteFrame build={build}>
      <App {...props} />
    </RemoteFrame>
  );
}
