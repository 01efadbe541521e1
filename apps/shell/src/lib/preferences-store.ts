import { detectLocale, languageStorageKey, type Locale } from '@levita/i18n';
import { create } from 'zustand';

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

interface PreferencesState {
  locale: Locale;
  /** The user's choice, kept under `userLanguage` (part 1 §9). */
  setLocale: (locale: Locale) => void;
}

/**
 * The language of the whole page (part 1 §4: the saved choice, else the browser's language),
 * passed to every remote. The theme is libs/ui's `useThemePreference` (key `theme`).
 */
export const usePreferences = create<PreferencesState>((set) => ({
  locale: detectLocale(savedLanguage(), navigator.languages ?? []),
  setLocale: (locale) => {
    try {
      localStorage.setItem(languageStorageKey, locale);
    } catch {
      // Blocked storage: the choice lasts for this page only.
    }
    set({ locale });
  },
}));

/** For code outside React (the API client's Accept-Language). */
export const currentLocale = () => usePreferences.getState().locale;
