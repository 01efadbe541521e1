import { describe, expect, it } from 'vitest';
import { isLandingPath, trimTrailingSlash } from './landing-paths';

describe('landing paths', () => {
  it('knows the landing page and both spellings of each legal page', () => {
    for (const path of [
      '/',
      '/politica-de-privacidade',
      '/privacy-policy',
      '/termos-de-servico',
      '/terms-of-service',
    ])
      expect(isLandingPath(path), path).toBe(true);
  });

  it('takes a trailing slash and nothing else', () => {
    expect(isLandingPath('/privacy-policy/')).toBe(true);
    expect(isLandingPath('//')).toBe(true);
    for (const path of ['/app', '/login', '/privacy-policy/x', '/Privacy-Policy', ''])
      expect(isLandingPath(path), path).toBe(false);
  });

  it('trims trailing slashes but keeps the root', () => {
    expect(trimTrailingSlash('/')).toBe('/');
    expect(trimTrailingSlash('/a//')).toBe('/a');
    expect(trimTrailingSlash('/a/b')).toBe('/a/b');
  });
});
