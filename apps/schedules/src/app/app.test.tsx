import { remoteBasePath } from '@levita/contracts/paths';
import { demoRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

const basePath = remoteBasePath('schedules', 1, 'escalas');

function renderAt(path: string, locale: Locale = 'pt-BR') {
  window.history.replaceState(null, '', `${basePath}${path}`);
  render(<App {...demoRemoteProps({ basePath, locale })} />);
}

describe('schedules remote', () => {
  it('shows its page at the base path the shell gives it', async () => {
    renderAt('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escalas' })).toBeVisible();
  });

  it('speaks the language the shell gives it', async () => {
    renderAt('', 'en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  });

  it('sends a path it does not know back to its page', async () => {
    renderAt('/uma/rota/desconhecida');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escalas' })).toBeVisible();
    expect(window.location.pathname).toBe(basePath);
  });
});
