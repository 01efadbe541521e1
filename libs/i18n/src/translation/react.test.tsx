// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { commonNamespaces } from '../common-texts';
import { createI18n } from './i18n-instance';
import { I18nProvider, useNamespaces, useTranslation } from './react';

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

describe('useNamespaces', () => {
  it("loads a page's own namespace in the language on screen, and in the next one", async () => {
    const asked: string[] = [];
    const page = {
      page: {
        'pt-BR': async () => (asked.push('pt-BR'), { title: 'Modelos' }),
        'en-US': async () => (asked.push('en-US'), { title: 'Templates' }),
      },
    };
    function Page() {
      useNamespaces(page);
      const { t } = useTranslation('page');
      return <h1>{t('title')}</h1>;
    }
    const i18n = createI18n({ locale: 'pt-BR', namespaces: commonNamespaces });
    // Rendered inside act: React retries a suspended render when act flushes its work.
    await act(async () => {
      render(
        <I18nProvider i18n={i18n}>
          <Suspense fallback={<p>…</p>}>
            <Page />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Modelos' }).tagName).toBe('H1');
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('heading', { name: 'Templates' }).tagName).toBe('H1');
    expect(asked).toEqual(['pt-BR', 'en-US']);
  });

  it('loads nothing when the namespace is there already (tests give every namespace)', () => {
    const i18n = createI18n({
      locale: 'pt-BR',
      namespaces: { page: { 'pt-BR': { title: 'Modelos' }, 'en-US': { title: 'Templates' } } },
    });
    const never = async () => {
      throw new Error('not asked');
    };
    expect(i18n.require({ page: { 'pt-BR': never, 'en-US': never } })).toEqual([]);
  });
});
