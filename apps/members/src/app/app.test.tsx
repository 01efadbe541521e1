import { demoRemoteProps } from '@levita/federation/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App {...demoRemoteProps({ basePath: '/ministerios/3' })} />);
}

describe('members remote routes', () => {
  it.each([
    ['/ministerios/3/membros', 'Membros'],
    ['/ministerios/3/funcoes', 'Funções'],
    ['/ministerios/3/indisponibilidades', 'Indisponibilidades'],
  ])('renders %s', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });
});
