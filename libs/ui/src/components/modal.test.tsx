import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';
import { TextField } from './text-field';
import { renderUi } from '../testing/render-ui';

function CreateMinistry() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Criar ministério</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Novo ministério"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button>Criar</Button>
          </>
        }
      >
        <TextField label="Nome" />
      </Modal>
    </>
  );
}

async function openModal() {
  renderUi(<CreateMinistry />);
  const opener = screen.getByRole('button', { name: 'Criar ministério' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Novo ministério' }) };
}

describe('Modal', () => {
  it('is a labelled modal dialog rendered on the body, focusing its content', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    const create = within(dialog).getByRole('button', { name: 'Criar' });

    await userEvent.tab();
    await userEvent.tab();
    expect(create).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(name).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(create).toHaveFocus();
  });

  it('closes on Esc and gives the focus back to the opener', async () => {
    const { opener } = await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and with a click on the backdrop', async () => {
    const { opener, dialog } = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the focus where the page moved it while closing, the opener still on screen', async () => {
    function RemoveRow() {
      const [open, setOpen] = useState(false);
      const heading = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Ana Souza
          </h1>
          {/* The row stays until the list reloads: the opener is still connected on close. */}
          <Button onClick={() => setOpen(true)}>Remover Violão</Button>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title="Remover função?"
            footer={
              <Button
                onClick={() => {
                  setOpen(false);
                  heading.current?.focus();
                }}
              >
                Remover função
              </Button>
            }
          >
            <p>Violão</p>
          </Modal>
        </>
      );
    }
    renderUi(<RemoveRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Remover Violão' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover função?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover função' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ana Souza' })).toHaveFocus();
  });

  it('ignores Esc and the close button while it may not be dismissed', async () => {
    renderUi(
      <Modal open onClose={() => {}} title="Enviando" dismissible={false}>
        <p>Aguarde</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Enviando' });
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeDisabled();
    await userEvent.tab();
    expect(dialog).toHaveFocus();
  });
});
