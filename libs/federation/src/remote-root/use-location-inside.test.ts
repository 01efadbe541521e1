import { describe, expect, it } from 'vitest';
import { isInsideBasePath, isOwnedPath } from './use-location-inside';

describe('isInsideBasePath', () => {
  it('accepts the base path and everything below it', () => {
    expect(isInsideBasePath('/ministerios/1/musicas', '/ministerios/1/musicas')).toBe(true);
    expect(isInsideBasePath('/ministerios/1/musicas/nova', '/ministerios/1/musicas')).toBe(true);
    expect(isInsideBasePath('/Ministerios/1/Musicas/', '/ministerios/1/musicas/')).toBe(true);
    expect(isInsideBasePath('/anything', '/')).toBe(true);
  });

  it('rejects siblings that only share a prefix, and other pages', () => {
    expect(isInsideBasePath('/ministerios/1/musicasx', '/ministerios/1/musicas')).toBe(false);
    expect(isInsideBasePath('/ministerios/10/musicas', '/ministerios/1/musicas')).toBe(false);
    expect(isInsideBasePath('/dashboard', '/ministerios/1/musicas')).toBe(false);
  });
});

describe('isOwnedPath', () => {
  const members = {
    basePath: '/ministerios/1',
    ownedPaths: ['/ministerios/1/membros', '/ministerios/1/funcoes'],
  };

  it('accepts the owned paths and what is below them', () => {
    expect(isOwnedPath('/ministerios/1/membros', members)).toBe(true);
    expect(isOwnedPath('/ministerios/1/membros/5/funcoes', members)).toBe(true);
    expect(isOwnedPath('/ministerios/1/funcoes/', members)).toBe(true);
  });

  it('rejects the rest of the base path', () => {
    expect(isOwnedPath('/ministerios/1', members)).toBe(false);
    expect(isOwnedPath('/ministerios/1/escalas', members)).toBe(false);
    expect(isOwnedPath('/ministerios/1/membrosx', members)).toBe(false);
  });

  it('never owns a path outside the base path, whatever it is told', () => {
    expect(isOwnedPath('/dashboard', { basePath: '/ministerios/1', ownedPaths: ['/'] })).toBe(
      false,
    );
  });

  it('owns the whole base path when no owned paths are given', () => {
    expect(isOwnedPath('/ministerios/1/musicas/3', { basePath: '/ministerios/1/musicas' })).toBe(
      true,
    );
    expect(isOwnedPath('/ministerios/1/escalas', { basePath: '/ministerios/1/musicas' })).toBe(
      false,
    );
  });
});
