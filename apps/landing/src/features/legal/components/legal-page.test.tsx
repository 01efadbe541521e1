import { demoRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/app';
import enUS from '../../../locales/en-US/legal.json';
import ptBR from '../../../locales/pt-BR/legal.json';

const texts = { 'pt-BR': ptBR, 'en-US': enUS };

const documentPaths = {
  privacy: ['/politica-de-privacidade', '/privacy-policy'],
  terms: ['/termos-de-servico', '/terms-of-service'],
} as const;

type DocumentName = keyof typeof documentPaths;

function renderAt(path: string, locale: Locale = 'pt-BR') {
  window.history.replaceState(null, '', path);
  const props = demoRemoteProps({ locale, navigate: vi.fn() });
  const view = render(<App {...props} />);
  return { props, main: within(screen.getByRole('main')), ...view };
}

/** What identifies the page: its title and its section headings, in order. */
function outline(path: string, locale: Locale) {
  const { main, unmount } = renderAt(path, locale);
  const result = {
    title: main.getByRole('heading', { level: 1 }).textContent,
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
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => document.getElementById('levita-public-config')?.remove());

  it.each(cases)('%s %s: both paths show the same page', (locale, name) => {
    const [portuguesePath, englishPath] = documentPaths[name];
    const fromPortuguese = outline(portuguesePath, locale);
    expect(fromPortuguese.title).toBe(texts[locale][name].title);
    expect(outline(englishPath, locale)).toEqual(fromPortuguese);
  });

  it.each(cases)('%s %s: shows every section of the text', (locale, name) => {
    const sections = Object.values(texts[locale][name].sections);
    const { title, sections: headings } = outline(documentPaths[name][0], locale);
    expect(title).toBe(texts[locale][name].title);
    expect(headings).toHaveLength(sections.length);
    expect(headings).toEqual(sections.map((section) => section.title));
  });

  it('tells the day of the last update in the page language', () => {
    const pt = renderAt('/politica-de-privacidade', 'pt-BR');
    expect(pt.main.getByText('Última atualização: 15/08/2024')).toBeInTheDocument();
    pt.unmount();
    const en = renderAt('/terms-of-service', 'en-US');
    expect(en.main.getByText('Last updated: 08/15/2024')).toBeInTheDocument();
  });

  it.each(cases)('%s %s: fills in the age and the contact e-mail', (locale, name) => {
    const { main, container } = renderAt(documentPaths[name][0], locale);
    const contact = main.getByRole('link', { name: 'contato@levita.app' });
    expect(contact).toHaveAttribute('href', 'mailto:contato@levita.app');
    expect(screen.getByRole('main').textContent).toMatch(/\b18\b/);
    expect(container.textContent).not.toContain('{{');
    expect(container.textContent).not.toContain('}}');
  });

  it('gives the contact e-mail of the public config', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'levita-public-config';
    script.textContent = JSON.stringify({ contactEmail: 'privacidade@example.org' });
    document.body.append(script);
    const { main } = renderAt('/politica-de-privacidade');
    expect(main.getByRole('link', { name: 'privacidade@example.org' })).toHaveAttribute(
      'href',
      'mailto:privacidade@example.org',
    );
    expect(main.queryByRole('link', { name: 'contato@levita.app' })).not.toBeInTheDocument();
  });

  it('names the document in the window title', () => {
    renderAt('/privacy-policy', 'en-US');
    expect(document.title).toBe('Privacy Policy · Levita');
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

  it('links to the other document and back home', () => {
    const { main, props } = renderAt('/termos-de-servico', 'pt-BR');
    expect(main.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
    main.getByRole('link', { name: 'Voltar para o início' }).click();
    expect(props.navigate).toHaveBeenCalledExactlyOnceWith('/');
  });
});
