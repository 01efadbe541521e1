import type { Locale } from '@levita/i18n';
import type { ThemeName } from '@levita/ui';

// The landing's own page must not import @levita/i18n or @levita/ui: these few lines would
// bring i18next and the UI kit to the first visit (docs/performance.md). They repeat the
// libraries' rules (detectLocale, resolveTheme, saveTheme), which the shell reads when the
// visitor goes on to the app; page-preferences.test.ts holds them equal.

const languageKey = 'userLanguage';
const themeKey = 'theme';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}

/** The saved language, else pt-BR for a Portuguese browser and en-US for any other. */
export function savedLocale(): Locale {
  const saved = read(languageKey);
  if (saved === 'pt-BR' || saved === 'en-US') return saved;
  const first = navigator.languages?.[0]?.toLowerCase() ?? '';
  return first === 'pt' || first.startsWith('pt-') ? 'pt-BR' : 'en-US';
}

/** The saved theme, else the system's colour scheme. */
export function savedTheme(): ThemeName {
  const saved = read(themeKey);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const saveLocale = (locale: Locale) => write(languageKey, locale);
export const saveTheme = (theme: ThemeName) => write(themeKey, theme);
