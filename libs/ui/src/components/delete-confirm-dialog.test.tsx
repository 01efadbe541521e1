import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render-ui';
import { DeleteConfirmDialog, type DeleteConfirmDialogProps } from './delete-confirm-dialog';

type State = Pick<DeleteConfirmDialogProps, 'pending' | 'failed' | 'refusal'>;

function renderDialog(
  state: State = { pending: false, failed: false },
  locale: 'pt-BR' | 'en-US' = 'pt-BR',
) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const dialog = (next: State) => (
    <DeleteConfirmDialog
      open
      title="Excluir função?"
      confirmLabel="Excluir função"
      failedMessage="Erro ao excluir função"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...next}
    >
      <p>A função “Vocal” será excluída.</p>
    </DeleteConfirmDialog>
  );
  const result = renderUi(dialog(state), { locale });
  return { onConfirm, onCancel, update: (next: State) => result.rerender(dialog(next)) };
}

describe('DeleteConfirmDialog', () => {
  it('says what goes, starts on Cancel and confirms with the red button', async () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Excluir função?' });
    expect(dialog).toHaveTextContent('A função “Vocal” será excluída.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir função' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels by its button and by Escape', async () => {
    const { onCancel, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disables both buttons while the delete runs, and cannot be dismissed', async () => {
    const { onCancel, onConfirm } = renderDialog({ pending: true, failed: false });
    const confirm = screen.getByRole('button', { name: 'Excluir função' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("shows the server's reason for refusing under the screen's own failure text", () => {
    renderDialog({
      pending: false,
      failed: true,
      refusal: 'Função não encontrada neste ministério.',
    });
    const alert = within(screen.getByRole('dialog')).getByRole('alert');
    expect(alert).toHaveTextContent(
      /^Erro ao excluir funçãoFunção não encontrada neste ministério\.$/,
    );
    expect(screen.getByRole('button', { name: 'Excluir função' })).toBeEnabled();
  });

  it('shows the failure text alone when the server gave no reason', () => {
    renderDialog({ pending: false, failed: true, refusal: null });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Erro ao excluir função$/);
  });

  it('brings the focus back to Cancel when a failure ends a delete that had dropped it', () => {
    const { update } = renderDialog();
    // A browser drops the focus of a button that becomes disabled onto the body.
    (document.activeElement as HTMLElement | null)?.blur();
    update({ pending: true, failed: false });
    expect(document.activeElement).toBe(document.body);
    update({ pending: false, failed: true, refusal: 'Função não encontrada neste ministério.' });
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('leaves a focus that stayed inside the dialog where it is', async () => {
    const { update } = renderDialog();
    await userEvent.tab();
    const confirm = screen.getByRole('button', { name: 'Excluir função' });
    expect(confirm).toHaveFocus();
    update({ pending: true, failed: false });
    update({ pending: false, failed: true });
    expect(confirm).toHaveFocus();
  });

  it('names Cancel and the close button in the page language', () => {
    renderDialog({ pending: false, failed: false }, 'en-US');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
