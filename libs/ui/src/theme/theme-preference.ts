import { useCallback, useSyncExternalStore } from 'react';
import { isThemeName, type ThemeName } from './tokens';

/**
 * Where the theme choice is kept (part 1 §3 and §9 name it only "theme key"; the shell has
 * stored it under `theme` from the start, so saved choices keep working).
 */
export const themeStorageKey = 'theme';

const darkSchemeQuery = '(prefers-color-scheme: dark)';

function darkSchemeMedia(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(darkSchemeQuery)
    : null;
}

/** The choice the user saved, or null when they never chose (or storage is blocked). */
export function savedTheme(): ThemeName | null {
  try {
    const value = window.localStorage.getItem(themeStorageKey);
    return isThemeName(value) ? value : null;
  } catch {
    return null;
  }
}

/** The operating system's colour scheme; light when the browser cannot tell. */
export function systemTheme(): ThemeName {
  return darkSchemeMedia()?.matches ? 'dark' : 'light';
}

/** Part 1 §4: the saved choice, else the system preference. */
export function resolveTheme(): ThemeName {
  return savedTheme() ?? systemTheme();
}

const listeners = new Set<() => void>();

/** Saves a choice (null forgets it, so the page follows the system again). */
export function saveTheme(theme: ThemeName | null): void {
  try {
    if (theme) window.localStorage.setItem(themeStorageKey, theme);
    else window.localStorage.removeItem(themeStorageKey);
  } catch {
    // Storage can be blocked (private mode, policies): the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The store is derived from storage and the media query on every read, so a system change
  // re-renders but only changes the theme while nothing is saved.
  const media = darkSchemeMedia();
  media?.addEventListener('change', listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === themeStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface ThemePreference {
  /** The theme to render now. */
  theme: ThemeName;
  /** The saved choice; null while the page follows the system. */
  saved: ThemeName | null;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
  /** Forgets the saved choice: the theme follows the system again. */
  followSystem: () => void;
}

/**
 * Theme of part 1 §4: saved locally; the initial value is the saved choice, else the system
 * preference, and it follows system changes only while nothing is saved. Every component
 * using it (and other tabs, through the storage event) sees the same value.
 */
export function useThemePreference(): ThemePreference {
  const theme = useSyncExternalStore(subscribe, resolveTheme, () => 'light' as const);
  const saved = useSyncExternalStore(subscribe, savedTheme, () => null);
  const setTheme = useCallback((next: ThemeName) => saveTheme(next), []);
  const toggleTheme = useCallback(
    () => saveTheme(resolveTheme() === 'dark' ? 'light' : 'dark'),
    [],
  );
  const followSystem = useCallback(() => saveTheme(null), []);
  return { theme, saved, setTheme, toggleTheme, followSystem };
}
