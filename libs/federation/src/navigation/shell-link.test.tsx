import { render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withRemoteProps } from '../testing/with-remote-props';
import { ShellLink } from './shell-link';

function renderLink() {
  const navigate = vi.fn();
  render(<ShellLink to="/ministerios/1/musicas/7">Grande é o Senhor</ShellLink>, {
    wrapper: withRemoteProps({ navigate }),
  });
  return { navigate, link: screen.getByRole('link', { name: 'Grande é o Senhor' }) };
}

describe('ShellLink', () => {
  it('asks the shell to navigate on a plain click', async () => {
    const { navigate, link } = renderLink();
    expect(link).toHaveAttribute('href', '/ministerios/1/musicas/7');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/ministerios/1/musicas/7');
  });

  it('leaves a click with a modifier (a new tab) to the browser', () => {
    const { navigate, link } = renderLink();
    const notCancelled = fireEvent.click(link, { ctrlKey: true });
    expect(notCancelled).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
