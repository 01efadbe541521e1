import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLink } from './follow-link';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('followLink', () => {
  it('keeps the landing and legal pages in the page and tells usePathname', () => {
    const leave = vi.fn();
    const heard = vi.fn(() => window.location.pathname);
    window.addEventListener('popstate', heard);
    try {
      followLink('/privacy-policy', leave);
      expect(window.location.pathname).toBe('/privacy-policy');
      followLink('/termos-de-servico/?de=rodape#contato', leave);
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
        '/termos-de-servico/?de=rodape#contato',
      );
      followLink('/', leave);
      expect(window.location.pathname).toBe('/');
    } finally {
      window.removeEventListener('popstate', heard);
    }
    expect(heard.mock.results.map((result) => result.value)).toEqual([
      '/privacy-policy',
      '/termos-de-servico/',
      '/',
    ]);
    expect(leave).not.toHaveBeenCalled();
  });

  it("loads the app's page for any other path, with the history untouched", () => {
    const leave = vi.fn();
    const length = window.history.length;
    followLink('/app', leave);
    followLink('/login?next=%2Fdashboard', leave);
    expect(leave.mock.calls).toEqual([
      [`${window.location.origin}/app`],
      [`${window.location.origin}/login?next=%2Fdashboard`],
    ]);
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(length);
  });

  it('leaves for another site even on a path the landing knows', () => {
    const leave = vi.fn();
    followLink('https://example.com/privacy-policy', leave);
    expect(leave).toHaveBeenCalledExactlyOnceWith('https://example.com/privacy-policy');
    expect(window.location.pathname).toBe('/');
  });
});
