import { detectLocale, languageStorageKey, type Locale } from '@levita/i18n';
import type { ThemeName } from '@levita/ui';
import { create } from 'zustand';

export const themeStorageKey = 'theme';

function initialTheme(): ThemeName {
  const saved = localStorage.getItem(themeStorageKey);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

interface PreferencesState {
  locale: Locale;
  theme: ThemeName;
}

/** Language and theme of the whole page; the shell passes both to every remote. */
export const usePreferences = create<PreferencesState>(() => ({
  locale: detectLocale(localStorage.getItem(languageStorageKey), navigator.languages ?? []),
  theme: initialTheme(),
}));
