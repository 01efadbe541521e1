import { detectLocale, languageStorageKey } from '@levita/i18n';
import { resolveTheme, themeStorageKey } from '@levita/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedLocale, savedTheme, saveLocale, saveTheme } from './page-preferences';

// page-preferences.ts repeats the rules of @levita/i18n and @levita/ui so the landing's page
// loads neither library: these tests hold the copies equal to the originals.

function stubBrowserLanguages(languages: readonly string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

function stubDarkScheme(dark: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

function setSaved(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('savedLocale', () => {
  const saved = ['pt-BR', 'en-US', 'garbage', null] as const;
  const browsers = [['pt'], ['pt-PT', 'en'], ['en-GB', 'pt-BR'], ['PT-br'], []] as const;
  const table = saved.flatMap((value) => browsers.map((languages) => [value, languages] as const));

  it.each(table)('saved %s, browser %j: as detectLocale', (value, languages) => {
    setSaved(languageStorageKey, value);
    stubBrowserLanguages(languages);
    expect(savedLocale()).toBe(detectLocale(value, languages));
  });

  it('gives the expected languages', () => {
    stubBrowserLanguages(['pt-PT']);
    expect(savedLocale()).toBe('pt-BR');
    setSaved(languageStorageKey, 'en-US');
    expect(savedLocale()).toBe('en-US');
    setSaved(languageStorageKey, 'garbage');
    stubBrowserLanguages(['en-GB']);
    expect(savedLocale()).toBe('en-US');
    setSaved(languageStorageKey, 'pt-BR');
    expect(savedLocale()).toBe('pt-BR');
  });
});

describe('savedTheme', () => {
  const saved = ['light', 'dark', 'garbage', null] as const;
  const table = saved.flatMap((value) => [true, false].map((dark) => [value, dark] as const));

  it.each(table)('saved %s, system dark %s: as resolveTheme', (value, dark) => {
    setSaved(themeStorageKey, value);
    const matchMedia = stubDarkScheme(dark);
    const expected = resolveTheme();
    expect(savedTheme()).toBe(expected);
    expect(expected).toBe(value === 'light' || value === 'dark' ? value : dark ? 'dark' : 'light');
    if (value === null) expect(matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
  });

  it('is light, as resolveTheme, when the browser cannot tell the colour scheme', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(savedTheme()).toBe(resolveTheme());
    expect(savedTheme()).toBe('light');
  });
});

describe('saving a choice', () => {
  it('writes the language where @levita/i18n reads it', () => {
    expect(languageStorageKey).toBe('userLanguage');
    saveLocale('en-US');
    expect(localStorage.getItem(languageStorageKey)).toBe('en-US');
    expect(detectLocale(localStorage.getItem(languageStorageKey), ['pt-BR'])).toBe('en-US');
    saveLocale('pt-BR');
    expect(detectLocale(localStorage.getItem(languageStorageKey), ['en-US'])).toBe('pt-BR');
  });

  it('writes the theme where @levita/ui reads it', () => {
    expect(themeStorageKey).toBe('theme');
    stubDarkScheme(false);
    saveTheme('dark');
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(resolveTheme()).toBe('dark');
    stubDarkScheme(true);
    saveTheme('light');
    expect(resolveTheme()).toBe('light');
  });

  it('keeps working when storage is blocked', () => {
    // A storage of its own rather than spies: happy-dom's storage keeps the methods it first
    // handed out (a spy on Storage.prototype is never called), and a spy on the instance is
    // never taken off again (its proxy stores the restored method as an item), so it would
    // block the storage of every test file after this one in the worker.
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked });
    stubBrowserLanguages(['pt-BR']);
    stubDarkScheme(true);
    expect(() => saveLocale('en-US')).not.toThrow();
    expect(() => saveTheme('light')).not.toThrow();
    expect(savedLocale()).toBe('pt-BR');
    expect(savedTheme()).toBe('dark');
  });
});
