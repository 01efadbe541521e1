import { describe, expect, it } from 'vitest';
import { isInsideBasePath } from './use-location-inside';

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
