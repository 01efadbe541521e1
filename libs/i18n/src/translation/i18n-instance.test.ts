import { describe, expect, it } from 'vitest';
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
});
