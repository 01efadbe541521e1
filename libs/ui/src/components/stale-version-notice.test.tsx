import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useVersionedEdit } from '../hooks/use-versioned-edit';
import { renderUi } from '../testing/render-ui';
import { StaleVersionNotice } from './stale-version-notice';

interface Note {
  versao: number;
  texto: string;
}

/** A one-field form over a record, refused as stale on its first save. */
function NoteForm({ fetchCurrent }: { fetchCurrent: () => Promise<Note | undefined> }) {
  const [text, setText] = useState('lido');
  const [sent, setSent] = useState<(number | undefined)[]>([]);
  const fieldRef = useRef<HTMLInputElement>(null);
  const edit = useVersionedEdit<Note>({
    initial: { versao: 3, texto: 'lido' },
    fetchCurrent,
    onReload: (current) => setText(current.texto),
    focusAfterReload: fieldRef,
  });
  return (
    <>
      <input
        ref={fieldRef}
        aria-label="Texto"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {edit.stale ? (
        <StaleVersionNotice message="Alguém alterou esta nota enquanto você editava." edit={edit} />
      ) : null}
      <button
        disabled={edit.stale}
        onClick={() => {
          setSent((list) => [...list, edit.versao]);
          if (sent.length === 0) edit.markStale();
        }}
      >
        Salvar
      </button>
      <output aria-label="Versões enviadas">{sent.join(',')}</output>
    </>
  );
}

describe('StaleVersionNotice with useVersionedEdit', () => {
  it('keeps the typed text until Reload, then brings the current record and its version', async () => {
    const user = userEvent.setup();
    const fetchCurrent = vi.fn(async () => ({ versao: 5, texto: 'atual' }));
    renderUi(<NoteForm fetchCurrent={fetchCurrent} />);
    await user.clear(screen.getByRole('textbox', { name: 'Texto' }));
    await user.type(screen.getByRole('textbox', { name: 'Texto' }), 'meu rascunho');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Alguém alterou esta nota enquanto você editava.' +
        'Nada foi salvo. Recarregue para ver a versão atual; o que você digitou aqui será substituído.',
    );
    expect(screen.getByRole('button', { name: 'Recarregar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveValue('meu rascunho');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveValue('atual');
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('status', { name: 'Versões enviadas' })).toHaveTextContent('3,5');
  });

  it('says when the reload failed and keeps it on offer', async () => {
    const user = userEvent.setup();
    const fetchCurrent = vi
      .fn<() => Promise<Note | undefined>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ versao: 4, texto: 'atual' });
    renderUi(<NoteForm fetchCurrent={fetchCurrent} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(
      await screen.findByText(
        'Não foi possível carregar a versão atual. Tente recarregar de novo.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('speaks the page’s language, and says so when the record is gone', async () => {
    const user = userEvent.setup();
    renderUi(<NoteForm fetchCurrent={async () => undefined} />, { locale: 'en-US' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was saved. Reload to see the current version; what you typed here will be replaced.',
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(
      await screen.findByText('The current version could not be loaded. Try reloading again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texto' })).toHaveValue('lido');
  });
});
