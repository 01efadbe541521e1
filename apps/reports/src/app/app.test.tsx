import { remoteBasePath } from '@levita/contracts/paths';
import { demoRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

const basePath = remoteBasePath('reports', 1, 'relatorios');

function renderAt(path: string, locale: Locale = 'pt-BR') {
  window.history.replaceState(null, '', `${basePath}${path}`);
  render(<App {...demoRemoteProps({ basePath, locale })} />);
}

describe('reports remote', () => {
  it('shows its page at the base path the shell gives it', async () => {
    renderAt('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  });

  it('speaks the language the shell gives it', async () => {
    renderAt('', 'en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  });

  it('sends a path it does not know back to its page', async () => {
    renderAt('/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    expect(window.location.pathname).toBe(basePath);
  });
});
