import type { MinistryStanding } from '@levita/contracts';
import { createI18n, I18nProvider } from '@levita/i18n';
import { commonNamespaces } from '@levita/i18n/common-texts';
import { GlobalStyle, LevitaThemeProvider } from '@levita/ui';
import { type ComponentType, useCallback, useEffect, useMemo, useState } from 'react';
import enUS from '../locales/en-US/harness.json';
import ptBR from '../locales/pt-BR/harness.json';
import type { RemoteNotice, RemoteProps, RemoteUser } from '../remote-props';
import { demoRemoteProps } from '../testing/demo-remote-props';
import { type HarnessSettings } from './harness-settings';
import { HarnessToolbar } from './harness-toolbar';

/** Who the mock API answers as after a role switch (`@levita/testing`'s `signInAs`). */
export interface StandaloneSession {
  user: RemoteUser;
  ministry: { id: number; nome: string };
  token: string;
}

/**
 * The part of the mock API the harness drives. It is described here, not imported: the
 * federation library never depends on the test kit, the remote's standalone entry joins them.
 */
export interface StandaloneMockApi {
  signInAs: (standing: MinistryStanding) => StandaloneSession;
}

export interface StandaloneHarnessProps {
  Root: ComponentType<RemoteProps>;
  /** RemoteProps that the toolbar does not decide: basePath, callbacks, apiBaseUrl. */
  remoteProps: Partial<RemoteProps> & Pick<RemoteProps, 'basePath'>;
  initialSettings: HarnessSettings;
  /** The mock API, or null when calls go to a real API. */
  mockApi: StandaloneMockApi | null;
  /** Shown in the toolbar when a real API answers. */
  apiUrl: string | null;
  onSettingsChange?: (settings: HarnessSettings) => void;
}

const namespaces = { ...commonNamespaces, harness: { 'pt-BR': ptBR, 'en-US': enUS } };

/**
 * A remote with a mocked session under a toolbar that switches role, language and theme, as
 * the shell would change them. Language and theme reach the remote as new props (the shell's
 * parcel `update`); a role switch signs another demo user in and remounts the remote, as a
 * new session in the shell would, so nothing cached under the previous role survives.
 */
export function StandaloneHarness({
  Root,
  remoteProps,
  initialSettings,
  mockApi,
  apiUrl,
  onSettingsChange,
}: StandaloneHarnessProps) {
  const [settings, setSettings] = useState(initialSettings);
  const [session, setSession] = useState(() => mockApi?.signInAs(initialSettings.standing) ?? null);
  const [notice, setNotice] = useState<RemoteNotice | null>(null);
  const [i18n] = useState(() =>
    createI18n({ locale: initialSettings.locale, namespaces, defaultNamespace: 'harness' }),
  );

  useEffect(() => {
    if (i18n.language !== settings.locale) void i18n.changeLanguage(settings.locale);
    document.documentElement.lang = settings.locale;
  }, [i18n, settings.locale]);

  const change = useCallback(
    (next: HarnessSettings) => {
      if (next.standing !== settings.standing) setSession(mockApi?.signInAs(next.standing) ?? null);
      setSettings(next);
      onSettingsChange?.(next);
    },
    [settings.standing, mockApi, onSettingsChange],
  );

  const props = useMemo(() => {
    const demo = demoRemoteProps();
    const ministry = session?.ministry ?? demo.ministry!;
    return demoRemoteProps({
      ...remoteProps,
      locale: settings.locale,
      theme: settings.theme,
      // A remote's own language picker or theme toggle moves the toolbar too, as in the shell.
      setLocale: (locale) => change({ ...settings, locale }),
      setTheme: (theme) => change({ ...settings, theme }),
      user: session?.user ?? remoteProps.user ?? demo.user,
      ministry: { id: ministry.id, nome: ministry.nome, situacao: settings.standing },
      ...(session && { getToken: () => session.token }),
      // The shell would show a toast: the toolbar shows the latest notice.
      notify: (next: RemoteNotice) => {
        setNotice(next);
        remoteProps.notify?.(next);
      },
    });
  }, [remoteProps, session, settings, change]);

  return (
    <I18nProvider i18n={i18n}>
      <LevitaThemeProvider theme={settings.theme}>
        <GlobalStyle />
        <HarnessToolbar
          settings={settings}
          onChange={change}
          userName={props.user?.nome ?? null}
          apiUrl={apiUrl}
          notice={notice}
        />
        <Root key={settings.standing} {...props} />
      </LevitaThemeProvider>
    </I18nProvider>
  );
}
