// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commonNamespaces } from '../common-texts';
import { createI18n } from './i18n-instance';
import { I18nProvider, useTranslation } from './react';

function Title() {
  const { t, i18n } = useTranslation(['demo']);
  return (
    <p>
      {t('hello')} ({i18n.language}) {t('retry')}
    </p>
  );
}

describe('useTranslation', () => {
  it('translates with the namespaces given and re-renders on a language change', async () => {
    const i18n = createI18n({
      locale: 'pt-BR',
      namespaces: {
        ...commonNamespaces,
        demo: { 'pt-BR': { hello: 'Olá' }, 'en-US': { hello: 'Hello' } },
      },
    });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByText('Olá (pt-BR) Tentar novamente').tagName).toBe('P');
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByText('Hello (en-US) Try again').tagName).toBe('P');
  });

  it('says what is missing when no provider is above it', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Title />)).toThrow('useTranslation needs an I18nProvider above it');
    } finally {
      console.error = quiet;
    }
  });

  it('renders nothing until the language is loaded, then the texts', async () => {
    let finish: (texts: Record<string, unknown>) => void = () => undefined;
    const i18n = createI18n({
      locale: 'pt-BR',
      loadTexts: {
        'pt-BR': () => new Promise((resolve) => (finish = resolve)),
        'en-US': async () => ({}),
      },
    });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('');
    await act(async () => finish({ demo: { hello: 'Olá' } }));
    // The common texts of the language come in a chunk of their own, beside the app's.
    expect((await screen.findByText('Olá (pt-BR) Tentar novamente')).tagName).toBe('P');
  });
});
