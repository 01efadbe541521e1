import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { renderUi } from '../testing/render-ui';

function renderDialog(
  props: Partial<Parameters<typeof ConfirmDialog>[0]> = {},
  locale: 'pt-BR' | 'en-US' = 'pt-BR',
) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const result = renderUi(
    <ConfirmDialog
      open
      title="Sair do ministério?"
      message="Você perderá o acesso."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
    { locale },
  );
  return { ...result, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('starts on the safe choice and confirms or cancels', async () => {
    const { onConfirm, onCancel } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Sair do ministério?' })).toHaveTextContent(
      'Você perderá o acesso.',
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('locks itself while busy', async () => {
    const { onCancel, onConfirm } = renderDialog({ busy: true, confirmLabel: 'Sair' });
    const confirm = screen.getByRole('button', { name: 'Sair' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('enables confirm only once CONFIRMO is typed in pt-BR', async () => {
    const { onConfirm } = renderDialog({
      requireTypedWord: true,
      tone: 'danger',
      confirmLabel: 'Excluir',
    });
    const field = screen.getByRole('textbox', { name: 'Digite CONFIRMO para confirmar' });
    const confirm = screen.getByRole('button', { name: 'Excluir' });
    expect(field).toHaveFocus();
    expect(confirm).toBeDisabled();

    await userEvent.type(field, 'CONFIRM');
    expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.type(field, 'O');
    expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks for CONFIRM in en-US and is case sensitive', async () => {
    const { onConfirm } = renderDialog({ requireTypedWord: true, title: 'Delete?' }, 'en-US');
    const field = screen.getByRole('textbox', { name: 'Type CONFIRM to confirm' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.type(field, 'confirm');
    expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'CONFIRMO');
    expect(confirm).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'CONFIRM');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('starts with an empty word every time it opens', async () => {
    const { rerender } = renderDialog({ requireTypedWord: true });
    await userEvent.type(screen.getByRole('textbox'), 'CONFIRMO');
    const props = {
      title: 'Sair do ministério?',
      onConfirm: () => {},
      onCancel: () => {},
      requireTypedWord: true,
    };
    rerender(<ConfirmDialog open={false} {...props} />);
    rerender(<ConfirmDialog open {...props} />);
    expect(screen.getByRole('textbox')).toHaveValue('');
  });
});
