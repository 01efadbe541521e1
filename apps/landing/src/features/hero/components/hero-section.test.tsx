import { demoRemoteProps } from '@levita/federation/testing';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../app/app';

const props = (locale: 'pt-BR' | 'en-US') => demoRemoteProps({ basePath: '/', locale });

describe('landing hero', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('presents the beta with lifetime free access and a way into the app', () => {
    render(<App {...props('pt-BR')} />);
    const hero = document.getElementById('inicio');
    expect(hero).not.toBeNull();
    expect(screen.getByText('Beta aberto')).toBeInTheDocument();
    expect(screen.getByText(/acesso gratuito para sempre/)).toBeInTheDocument();
    expect(screen.getByText(/Planos pagos virão depois/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Começar agora' })).toHaveAttribute('href', '/app');
  });

  it('is written in English too', () => {
    render(<App {...props('en-US')} />);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/app');
    expect(screen.getByText(/free access for life/)).toBeInTheDocument();
  });
});
