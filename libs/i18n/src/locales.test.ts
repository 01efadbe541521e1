import { describe, expect, it } from 'vitest';
import { detectLocale } from './locales';

describe('detectLocale', () => {
  it('keeps a saved choice', () => {
    expect(detectLocale('en-US', ['pt-BR'])).toBe('en-US');
    expect(detectLocale('pt-BR', ['en-GB'])).toBe('pt-BR');
  });

  it('uses pt-BR for Portuguese browsers and en-US otherwise', () => {
    expect(detectLocale(null, ['pt-BR', 'en'])).toBe('pt-BR');
    expect(detectLocale(null, ['pt'])).toBe('pt-BR');
    expect(detectLocale(null, ['es-ES'])).toBe('en-US');
    expect(detectLocale(null, [])).toBe('en-US');
  });

  it('ignores a saved value that is not a supported language', () => {
    expect(detectLocale('fr-FR', ['pt-BR'])).toBe('pt-BR');
  });
});
