import { ministryStandings, type MinistryStanding } from '@levita/contracts';
import { detectLocale, isLocale, languageStorageKey, type Locale } from '@levita/i18n';
import type { ThemeName } from '@levita/ui';

export const harnessThemes = ['light', 'dark'] as const;

/** What the harness toolbar switches: who is signed in, the language and the theme. */
export interface HarnessSettings {
  standing: MinistryStanding;
  locale: Locale;
  theme: ThemeName;
}

/** The harness's own key: a remote run standalone must not change the shell's saved choices. */
export const harnessStorageKey = 'levita.standalone';

function isStanding(value: unknown): value is MinistryStanding {
  return (ministryStandings as readonly unknown[]).includes(value);
}

function isTheme(value: unknown): value is ThemeName {
  return (harnessThemes as readonly unknown[]).includes(value);
}

/** Last session's choices, else the owner, the browser's language and its colour scheme. */
export function loadHarnessSettings(storage: Storage = window.localStorage): HarnessSettings {
  let saved: Partial<Record<keyof HarnessSettings, unknown>> = {};
  try {
    saved = JSON.parse(storage.getItem(harnessStorageKey) ?? '{}') as typeof saved;
  } catch {
    // A broken value is as good as none.
  }
  const prefersDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  return {
    standing: isStanding(saved.standing) ? saved.standing : 'PROPRIETARIO',
    locale: isLocale(saved.locale)
      ? saved.locale
      : detectLocale(storage.getItem(languageStorageKey), navigator.languages),
    theme: isTheme(saved.theme) ? saved.theme : prefersDark ? 'dark' : 'light',
  };
}

export function saveHarnessSettings(
  settings: HarnessSettings,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.setItem(harnessStorageKey, JSON.stringify(settings));
  } catch {
    // Blocked storage: the choices last for this page only.
  }
}
