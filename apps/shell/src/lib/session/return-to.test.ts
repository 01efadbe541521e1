import { describe, expect, it } from 'vitest';
import {
  keepReturnPath,
  loginHrefReturningTo,
  returnPathOf,
  safeReturnPath,
  takeReturnPath,
} from './return-to';

describe('the way back after signing in', () => {
  it('follows a path of this app, its query and hash included', () => {
    expect(safeReturnPath('/ministerios/1/escalas/14')).toBe('/ministerios/1/escalas/14');
    expect(safeReturnPath('/ministerios/1/musicas?termo=graça#x')).toBe(
      '/ministerios/1/musicas?termo=gra%C3%A7a#x',
    );
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'ministerios/1',
    '/login',
    '/auth/google',
    '',
    null,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('names the path in the login link, and leaves the plain login for the dashboard', () => {
    expect(loginHrefReturningTo('/ministerios/1/escalas/14')).toBe(
      '/login?voltar=%2Fministerios%2F1%2Fescalas%2F14',
    );
    expect(returnPathOf('?voltar=%2Fministerios%2F1%2Fescalas%2F14')).toBe(
      '/ministerios/1/escalas/14',
    );
    expect(loginHrefReturningTo('/dashboard')).toBe('/login');
    expect(returnPathOf('?voltar=%2F%2Fevil.example')).toBeNull();
  });

  it('keeps the path across the Google sign-in, for one read', () => {
    keepReturnPath('/ministerios/2/escalas/3');
    expect(takeReturnPath()).toBe('/ministerios/2/escalas/3');
    expect(takeReturnPath()).toBeNull();
  });
});
