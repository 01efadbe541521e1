import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n-instance';

describe('createI18n', () => {
  it('serves common and app namespaces in the chosen language and switches on demand', async () => {
    const i18n = createI18n({
      locale: 'pt-BR',
      namespaces: { demo: { 'pt-BR': { hello: 'Olá' }, 'en-US': { hello: 'Hello' } } },
      defaultNamespace: 'demo',
    });
    expect(i18n.t('hello')).toBe('Olá');
    expect(i18n.t('retry')).toBe('Tentar novamente');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('hello')).toBe('Hello');
    expect(i18n.t('common:retry')).toBe('Try again');
  });

  it('loads only the language on screen, and another one before switching to it', async () => {
    const loadTexts = {
      'pt-BR': vi.fn(async () => ({ demo: { hello: 'Olá' } })),
      'en-US': vi.fn(async () => ({ demo: { hello: 'Hello' } })),
    };
    const i18n = createI18n({ locale: 'pt-BR', loadTexts, defaultNamespace: 'demo' });
    expect(i18n.isReady()).toBe(false);
    await vi.waitFor(() => expect(i18n.isReady()).toBe(true));
    expect(i18n.t('hello')).toBe('Olá');
    expect(loadTexts['en-US']).not.toHaveBeenCalled();

    const switching = i18n.changeLanguage('en-US');
    expect(i18n.language).toBe('pt-BR');
    await switching;
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('hello')).toBe('Hello');
    // The common namespace ships with every app, in both languages.
    expect(i18n.t('retry')).toBe('Try again');
  });

  it('reports texts that could not be loaded', async () => {
    const failure = new Error('chunk failed');
    const i18n = createI18n({
      locale: 'pt-BR',
      loadTexts: { 'pt-BR': async () => Promise.reject(failure), 'en-US': async () => ({}) },
    });
    await vi.waitFor(() => expect(i18n.loadError()).toBe(failure));
    expect(i18n.isReady()).toBe(false);
  });

  it('stays in its language when another cannot be loaded, and asks again next time', async () => {
    const loadEnglish = vi
      .fn<() => Promise<Record<string, unknown>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ demo: { hello: 'Hello' } });
    const i18n = createI18n({
      locale: 'pt-BR',
      loadTexts: { 'pt-BR': async () => ({ demo: { hello: 'Olá' } }), 'en-US': loadEnglish },
      defaultNamespace: 'demo',
    });
    await vi.waitFor(() => expect(i18n.isReady()).toBe(true));
    await i18n.changeLanguage('en-US');
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.loadError()).toBeUndefined();
    await i18n.changeLanguage('en-US');
    expect(i18n.t('hello')).toBe('Hello');
    expect(loadEnglish).toHaveBeenCalledTimes(2);
  });
});
