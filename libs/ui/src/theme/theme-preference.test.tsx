import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeStorageKey, useThemePreference } from './theme-preference';

/** A `(prefers-color-scheme: dark)` query under the test's control. */
function mockSystemScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    change(next: 'light' | 'dark') {
      dark = next === 'dark';
      act(() => listeners.forEach((listener) => listener()));
    },
    listenerCount: () => listeners.size,
  };
}

describe('useThemePreference', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the system preference while nothing is saved and follows its changes', () => {
    const system = mockSystemScheme('dark');
    const { result } = renderHook(() => useThemePreference());
    expect(result.current).toMatchObject({ theme: 'dark', saved: null });
    system.change('light');
    expect(result.current.theme).toBe('light');
  });

  it('lets the saved choice win and then ignores system changes', () => {
    localStorage.setItem(themeStorageKey, 'light');
    const system = mockSystemScheme('dark');
    const { result } = renderHook(() => useThemePreference());
    expect(result.current).toMatchObject({ theme: 'light', saved: 'light' });
    system.change('dark');
    expect(result.current.theme).toBe('light');
  });

  it('saves a choice, toggles it and can go back to following the system', () => {
    const system = mockSystemScheme('light');
    const { result } = renderHook(() => useThemePreference());
    act(() => result.current.toggleTheme());
    expect(result.current).toMatchObject({ theme: 'dark', saved: 'dark' });
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');

    system.change('light');
    expect(result.current.theme).toBe('dark');

    act(() => result.current.followSystem());
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
    expect(result.current).toMatchObject({ theme: 'light', saved: null });
    system.change('dark');
    expect(result.current.theme).toBe('dark');
  });

  it('ignores a saved value that is not a theme and stops listening on unmount', () => {
    localStorage.setItem(themeStorageKey, 'sepia');
    const system = mockSystemScheme('dark');
    const { result, unmount } = renderHook(() => useThemePreference());
    expect(result.current).toMatchObject({ theme: 'dark', saved: null });
    expect(system.listenerCount()).toBeGreaterThan(0);
    unmount();
    expect(system.listenerCount()).toBe(0);
  });

  it('uses light when the browser cannot report a colour scheme', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useThemePreference());
    expect(result.current.theme).toBe('light');
  });
});
