import { describe, expect, it } from 'vitest';
import { createTranslate, interpolate } from './translate';

const resources = {
  'pt-BR': {
    greeting: 'Olá, {{name}}!',
    nested: { deep: { key: 'Profundo' } },
    onlyInPortuguese: 'Só em português',
    days_one: '{{count}} dia',
    days_other: '{{count}} dias',
  },
  'en-US': {
    greeting: 'Hello, {{name}}!',
    nested: { deep: { key: 'Deep' } },
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
};

describe('createTranslate', () => {
  it('looks up a dotted key in the locale texts', () => {
    expect(createTranslate(resources, 'en-US')('nested.deep.key')).toBe('Deep');
    expect(createTranslate(resources, 'pt-BR')('nested.deep.key')).toBe('Profundo');
  });

  it('fills {{name}} placeholders', () => {
    expect(createTranslate(resources, 'en-US')('greeting', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(createTranslate(resources, 'pt-BR')('greeting', { name: 'Ana' })).toBe('Olá, Ana!');
  });

  it('falls back to pt-BR for a key missing in en-US', () => {
    expect(createTranslate(resources, 'en-US')('onlyInPortuguese')).toBe('Só em português');
  });

  it('returns the key when no language has it', () => {
    const t = createTranslate(resources, 'en-US');
    expect(t('missing.key')).toBe('missing.key');
    // A key pointing at an object is not a text either.
    expect(t('nested.deep')).toBe('nested.deep');
  });

  it('chooses the _one or _other plural by count', () => {
    const en = createTranslate(resources, 'en-US');
    expect(en('days', { count: 1 })).toBe('1 day');
    expect(en('days', { count: 2 })).toBe('2 days');
    expect(en('days', { count: 10 })).toBe('10 days');
    const pt = createTranslate(resources, 'pt-BR');
    expect(pt('days', { count: 1 })).toBe('1 dia');
    expect(pt('days', { count: 10 })).toBe('10 dias');
  });
});

describe('interpolate', () => {
  it('leaves placeholders without a value in place', () => {
    expect(interpolate('{{a}} and {{ b }}', { b: 2 })).toBe('{{a}} and 2');
  });
});
