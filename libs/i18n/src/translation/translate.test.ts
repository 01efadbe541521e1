import { describe, expect, it } from 'vitest';
import { createT, interpolate, type Resources } from './translate';

const resources: Resources = {
  'pt-BR': {
    common: { retry: 'Tentar novamente', onlyHere: 'só em common' },
    songs: {
      title: 'Repertório',
      count_zero: 'Nenhuma música',
      count_one: '{{count}} música',
      count_other: '{{count}} músicas',
      greeting: 'Olá, {{name}}!',
      nested: { deep: 'Fundo' },
    },
    schedules: { title: 'Escalas', onlySchedules: 'só em escalas' },
  },
  'en-US': {
    common: { retry: 'Try again', onlyEnglish: 'only in English' },
    songs: { title: 'Repertoire', count_one: '{{count}} song', count_other: '{{count}} songs' },
    schedules: { title: 'Schedules' },
  },
};

const tFor = (language: 'pt-BR' | 'en-US', namespaces: string[]) =>
  createT(resources, {
    language,
    fallbackLanguage: 'en-US',
    namespaces,
    fallbackNamespace: 'common',
  });

describe('createT', () => {
  it('looks in the namespaces in order, then common', () => {
    const t = tFor('pt-BR', ['songs', 'schedules']);
    expect(t('title')).toBe('Repertório');
    expect(t('onlySchedules')).toBe('só em escalas');
    expect(t('retry')).toBe('Tentar novamente');
    expect(t('nested.deep')).toBe('Fundo');
  });

  it('takes `ns:key` and the ns option over the caller namespaces', () => {
    const t = tFor('pt-BR', ['songs']);
    expect(t('schedules:title')).toBe('Escalas');
    expect(t('title', { ns: 'schedules' })).toBe('Escalas');
    expect(t('common:retry')).toBe('Tentar novamente');
  });

  it('falls back to English, then to the key itself', () => {
    const t = tFor('pt-BR', ['songs']);
    expect(t('onlyEnglish')).toBe('only in English');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('schedules:missing')).toBe('missing');
  });

  it('picks _zero for 0 when there is one, else the CLDR form of the language', () => {
    const pt = tFor('pt-BR', ['songs']);
    expect(pt('count', { count: 0 })).toBe('Nenhuma música');
    expect(pt('count', { count: 1 })).toBe('1 música');
    expect(pt('count', { count: 2 })).toBe('2 músicas');
    const en = tFor('en-US', ['songs']);
    // No _zero in English: CLDR says "other" for 0 there.
    expect(en('count', { count: 0 })).toBe('0 songs');
    expect(en('count', { count: 1 })).toBe('1 song');
  });

  it('fills placeholders and leaves one without a value alone', () => {
    const t = tFor('pt-BR', ['songs']);
    expect(t('greeting', { name: 'Ana' })).toBe('Olá, Ana!');
    expect(t('greeting')).toBe('Olá, {{name}}!');
    expect(interpolate('{{ a }}-{{b}}', { a: 1, b: 'x' })).toBe('1-x');
  });
});
