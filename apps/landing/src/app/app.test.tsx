import { demoRemoteProps } from '@levita/federation/testing';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './app';

const stylesId = 'levita-landing-styles';

describe('landing app', () => {
  beforeEach(() => {
    document.getElementById(stylesId)?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('adds its styles to the document once, however often it is rendered', () => {
    const first = render(<App {...demoRemoteProps()} />);
    render(<App {...demoRemoteProps({ locale: 'en-US' })} />);
    expect(document.head.querySelectorAll(`style#${stylesId}`)).toHaveLength(1);
    // They stay for the next mount.
    first.unmount();
    render(<App {...demoRemoteProps()} />);
    expect(document.querySelectorAll(`#${stylesId}`)).toHaveLength(1);
  });

  it('carries the theme and the language of the props on its root element', () => {
    const { container, rerender } = render(<App {...demoRemoteProps({ theme: 'dark' })} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveAttribute('lang', 'pt-BR');
    rerender(<App {...demoRemoteProps({ theme: 'light', locale: 'en-US' })} />);
    expect(container.firstElementChild).toHaveAttribute('data-theme', 'light');
    expect(container.firstElementChild).toHaveAttribute('lang', 'en-US');
  });

  it('shows the landing page on an unknown path', () => {
    window.history.replaceState(null, '', '/nao-existe');
    render(<App {...demoRemoteProps()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'O ministério de louvor organizado, do ensaio ao culto',
    );
    expect(document.getElementById('inicio')).toBeInTheDocument();
  });

  it('shows the legal page of a path with a trailing slash', async () => {
    window.history.replaceState(null, '', '/terms-of-service/');
    render(<App {...demoRemoteProps({ locale: 'en-US' })} />);
    // The legal texts are loaded on the way (features/legal/components/use-legal-texts.ts).
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
  });

  it('follows a navigation made elsewhere in the page', async () => {
    render(<App {...demoRemoteProps()} />);
    expect(document.getElementById('inicio')).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/politica-de-privacidade');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Política de Privacidade',
    );
    expect(document.getElementById('inicio')).not.toBeInTheDocument();
  });
});
