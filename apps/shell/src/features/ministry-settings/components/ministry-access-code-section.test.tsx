import { setupMockApiServer } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettings } from '../testing/settings-test-kit';

const api = setupMockApiServer();

const storedCode = () => api.store.tables.ministries[0]!.codigo_acesso;
const codeField = async (name = 'Código atual') =>
  (await screen.findByRole('textbox', { name })) as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('the access code in the settings', () => {
  it('shows the code read-only and copies it', async () => {
    const user = userEvent.setup();
    renderSettings();
    const field = await codeField();
    expect(field.value).toBe(storedCode());
    expect(field).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código copiado!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(storedCode());
  });

  it('says the code when the browser refuses to copy', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderSettings();
    const field = await codeField();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Não foi possível copiar. O código é ${field.value}.`,
    );
  });

  it.each(['PROPRIETARIO', 'ADMIN'] as const)(
    'lets the %s replace it after a confirmation: the old code stops working',
    async (standing) => {
      api.signInAs(standing);
      const user = userEvent.setup();
      renderSettings();
      const old = (await codeField()).value;
      await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));
      const dialog = screen.getByRole('dialog', { name: 'Gerar um novo código?' });
      expect(dialog).toHaveTextContent(`O código ${old} deixará de funcionar.`);
      await user.click(within(dialog).getByRole('button', { name: 'Gerar novo código' }));

      const renewed = await screen.findByText(/^Novo código gerado: /);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(storedCode()).not.toBe(old);
      expect(renewed).toHaveTextContent(
        `Novo código gerado: ${storedCode()}. O anterior não funciona mais.`,
      );
      expect(await codeField()).toHaveValue(storedCode());
    },
  );

  it('keeps the code when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    renderSettings();
    const old = (await codeField()).value;
    await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedCode()).toBe(old);
    expect(await codeField()).toHaveValue(old);
  });

  it('speaks English', async () => {
    renderSettings('en-US');
    expect(await codeField('Current code')).toHaveValue(storedCode());
    expect(screen.getByRole('button', { name: 'Generate new code' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Access code' })).toBeInTheDocument();
  });
});
