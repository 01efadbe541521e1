import { describe, expect, it, vi } from 'vitest';
import { commonNamespaces } from '../common-texts';
import { createI18n, preloadTexts } from './i18n-instance';

describe('createI18n', () => {
  it('serves common and app namespaces in the chosen language and switches on demand', async () => {
    const i18n = createI18n({
      locale: 'pt-BR',
      namespaces: {
        ...commonNamespaces,
        demo: { 'pt-BR': { hello: 'Olá' }, 'en-US': { hello: 'Hello' } },
      },
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
    expect(i18n.t('common:retry')).toBe('Tentar novamente');
    expect(loadTexts['en-US']).not.toHaveBeenCalled();
    // Not even the common texts of the other language are there yet.
    expect(i18n.getFixedT('en-US', 'common')('retry')).toBe('retry');

    const switching = i18n.changeLanguage('en-US');
    expect(i18n.language).toBe('pt-BR');
    await switching;
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('hello')).toBe('Hello');
    // The common namespace of a language comes with the app's texts of that language.
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

describe('preloadTexts', () => {
  it('asks for one language’s texts ahead of createI18n, and only that one', async () => {
    const loadTexts = {
      'pt-BR': vi.fn(async () => ({ demo: { hello: 'Olá' } })),
      'en-US': vi.fn(async () => ({ demo: { hello: 'Hello' } })),
    };
    preloadTexts(loadTexts, 'en-US');
    expect(loadTexts['en-US']).toHaveBeenCalledTimes(1);
    expect(loadTexts['pt-BR']).not.toHaveBeenCalled();
  });

  it('leaves a failure to createI18n, without an unhandled rejection', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    preloadTexts({ 'pt-BR': failing, 'en-US': failing }, 'pt-BR');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
