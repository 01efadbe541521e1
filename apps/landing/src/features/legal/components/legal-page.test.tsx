import { demoRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/app';
import enUS from '../../../locales/en-US/legal.json';
import ptBR from '../../../locales/pt-BR/legal.json';
import {
  forgetLoadedLegalTexts,
  type LegalTexts,
  legalTextLoaders,
} from '../hooks/use-legal-texts';

const texts = { 'pt-BR': ptBR, 'en-US': enUS };

const documentPaths = {
  privacy: ['/politica-de-privacidade', '/privacy-policy'],
  terms: ['/termos-de-servico', '/terms-of-service'],
} as const;

type DocumentName = keyof typeof documentPaths;

/** A load of the legal texts that ends when the test says so. */
function deferredLoad() {
  let arrive: (texts: LegalTexts) => void = () => undefined;
  const promise = new Promise<LegalTexts>((resolve) => {
    arrive = resolve;
  });
  return { load: () => promise, arrive: (texts: LegalTexts) => act(async () => arrive(texts)) };
}

function renderAt(path: string, locale: Locale = 'pt-BR') {
  window.history.replaceState(null, '', path);
  const props = demoRemoteProps({ locale, navigate: vi.fn() });
  const view = render(<App {...props} />);
  return { props, main: within(screen.getByRole('main')), ...view };
}

/** The page's main element, looked up again (after a re-render). */
const currentMain = () => within(screen.getByRole('main'));

/** What identifies the page, once its text is loaded: its title and section headings, in order. */
async function outline(path: string, locale: Locale) {
  const { main, unmount } = renderAt(path, locale);
  const result = {
    title: (await main.findByRole('heading', { level: 1 })).textContent,
    sections: main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  };
  unmount();
  return result;
}

const cases = (['pt-BR', 'en-US'] as const).flatMap((locale) =>
  (['privacy', 'terms'] as const).map((name) => [locale, name] as [Locale, DocumentName]),
);

describe('legal pages', () => {
  beforeEach(() => {
    // Every test is a first visit: no legal text loaded yet.
    forgetLoadedLegalTexts();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById('levita-public-config')?.remove();
  });

  it.each(cases)('%s %s: both paths show the same page', async (locale, name) => {
    const [portuguesePath, englishPath] = documentPaths[name];
    const fromPortuguese = await outline(portuguesePath, locale);
    expect(fromPortuguese.title).toBe(texts[locale][name].title);
    expect(await outline(englishPath, locale)).toEqual(fromPortuguese);
  });

  it.each(cases)('%s %s: shows every section of the text', async (locale, name) => {
    const sections = Object.values(texts[locale][name].sections);
    const { title, sections: headings } = await outline(documentPaths[name][0], locale);
    expect(title).toBe(texts[locale][name].title);
    expect(headings).toHaveLength(sections.length);
    expect(headings).toEqual(sections.map((section) => section.title));
  });

  it('tells the day of the last update in the page language', async () => {
    const pt = renderAt('/politica-de-privacidade', 'pt-BR');
    expect(await pt.main.findByText('Última atualização: 15/08/2024')).toBeInTheDocument();
    pt.unmount();
    const en = renderAt('/terms-of-service', 'en-US');
    expect(await en.main.findByText('Last updated: 08/15/2024')).toBeInTheDocument();
  });

  it.each(cases)('%s %s: fills in the age and the contact e-mail', async (locale, name) => {
    const { main, container } = renderAt(documentPaths[name][0], locale);
    const contact = await main.findByRole('link', { name: 'contato@levita.app' });
    expect(contact).toHaveAttribute('href', 'mailto:contato@levita.app');
    expect(screen.getByRole('main').textContent).toMatch(/\b18\b/);
    expect(container.textContent).not.toContain('{{');
    expect(container.textContent).not.toContain('}}');
  });

  it('gives the contact e-mail of the public config', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'levita-public-config';
    script.textContent = JSON.stringify({ contactEmail: 'privacidade@example.org' });
    document.body.append(script);
    const { main } = renderAt('/politica-de-privacidade');
    expect(await main.findByRole('link', { name: 'privacidade@example.org' })).toHaveAttribute(
      'href',
      'mailto:privacidade@example.org',
    );
    expect(main.queryByRole('link', { name: 'contato@levita.app' })).not.toBeInTheDocument();
  });

  it('names the document in the window title once its text is loaded', async () => {
    document.title = 'Levita';
    const { unmount } = renderAt('/privacy-policy', 'en-US');
    expect(document.title).toBe('Levita');
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Levita'));
    unmount();
    expect(document.title).toBe('Levita');
  });

  it.each([
    ['pt-BR', 'Política de Privacidade', '/politica-de-privacidade'],
    ['pt-BR', 'Termos de Serviço', '/termos-de-servico'],
    ['en-US', 'Privacy Policy', '/privacy-policy'],
    ['en-US', 'Terms of Service', '/terms-of-service'],
  ] as const)('%s footer links to %s at %s', async (locale, label, path) => {
    // From the other document's page in the other language's spelling: the link follows the page.
    const { props } = renderAt(
      path.includes('priv') ? '/terms-of-service' : '/privacy-policy',
      locale,
    );
    const footer = within(screen.getByRole('contentinfo'));
    const link = footer.getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', path);
    link.click();
    expect(props.navigate).toHaveBeenCalledExactlyOnceWith(path);
  });

  it('also links the footer of the landing page to the legal pages in its language', () => {
    renderAt('/', 'en-US');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });

  it('links to the other document and back home', async () => {
    const { main, props } = renderAt('/termos-de-servico', 'pt-BR');
    expect(await main.findByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
    main.getByRole('link', { name: 'Voltar para o início' }).click();
    expect(props.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('says it is loading, in the page shell, until the text arrives', async () => {
    const { load, arrive } = deferredLoad();
    vi.spyOn(legalTextLoaders, 'pt-BR').mockImplementationOnce(load);
    const { main } = renderAt('/politica-de-privacidade', 'pt-BR');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(main.getByText('Carregando…')).toBeInTheDocument();
    expect(main.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The text would push it down on arrival (a layout shift): it comes with the text.
    expect(main.queryByRole('link', { name: 'Voltar para o início' })).not.toBeInTheDocument();

    await arrive(ptBR);
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('Política de Privacidade');
    expect(main.getByRole('link', { name: 'Voltar para o início' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(main.queryByText('Carregando…')).not.toBeInTheDocument();
  });

  it('loads only the text of the page language', async () => {
    const portuguese = vi.spyOn(legalTextLoaders, 'pt-BR');
    const english = vi.spyOn(legalTextLoaders, 'en-US');
    const { main } = renderAt('/terms-of-service', 'en-US');
    expect(await main.findByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(english).toHaveBeenCalledOnce();
    expect(portuguese).not.toHaveBeenCalled();
  });

  it('tells when the text cannot be loaded and loads it again on request', async () => {
    const load = vi.spyOn(legalTextLoaders, 'pt-BR').mockRejectedValueOnce(new Error('offline'));
    const { main } = renderAt('/politica-de-privacidade', 'pt-BR');
    expect(await main.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o texto. Verifique sua conexão e tente novamente.',
    );
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(main.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(document.title).not.toContain('Política de Privacidade');

    const retry = main.getByRole('button', { name: 'Tentar de novo' });
    expect(retry).toHaveAttribute('type', 'button');
    fireEvent.click(retry);
    expect(main.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(await main.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Política de Privacidade',
    );
    expect(main.queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the text in the language switched to, and the one before again at once', async () => {
    const { props, rerender } = renderAt('/privacy-policy', 'pt-BR');
    expect(await currentMain().findByRole('heading', { level: 1 })).toHaveTextContent(
      'Política de Privacidade',
    );
    rerender(<App {...props} locale="en-US" />);
    expect(await currentMain().findByText(texts['en-US'].privacy.intro)).toBeInTheDocument();
    expect(currentMain().getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(document.title).toBe('Privacy Policy · Levita');

    // Back to Portuguese: already loaded, so shown in the same render, without a new load.
    const load = vi.spyOn(legalTextLoaders, 'pt-BR');
    rerender(<App {...props} locale="pt-BR" />);
    expect(currentMain().getByRole('heading', { level: 1 })).toHaveTextContent(
      'Política de Privacidade',
    );
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps to the new language when the text of the one before arrives late', async () => {
    const { load, arrive } = deferredLoad();
    vi.spyOn(legalTextLoaders, 'pt-BR').mockImplementationOnce(load);
    const { props, rerender } = renderAt('/privacy-policy', 'pt-BR');
    rerender(<App {...props} locale="en-US" />);
    expect(await currentMain().findByRole('heading', { level: 1 })).toHaveTextContent(
      'Privacy Policy',
    );
    await arrive(ptBR);
    expect(currentMain().getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(document.title).toBe('Privacy Policy · Levita');
  });
});
