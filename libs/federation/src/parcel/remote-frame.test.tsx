import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteFrame, showBuildsKey } from './remote-frame';

afterEach(() => localStorage.removeItem(showBuildsKey));

describe('RemoteFrame', () => {
  it('keeps the build in the page, off screen unless asked for', () => {
    render(
      <RemoteFrame build={{ name: 'members', version: '0.1.0' }}>
        <h1>Membros</h1>
      </RemoteFrame>,
    );
    const label = screen.getByTestId('remote-build');
    expect(label).toHaveTextContent('members 0.1.0');
    expect(label).not.toBeVisible();
  });

  it('shows it with levita.builds on', () => {
    localStorage.setItem(showBuildsKey, 'on');
    render(
      <RemoteFrame build={{ name: 'members', version: '0.1.0' }}>
        <h1>Membros</h1>
      </RemoteFrame>,
    );
    expect(screen.getByTestId('remote-build')).toBeVisible();
  });
});
