import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderEditPage, tab, titleField } from '../testing/render-edit-page';

const slow = { timeout: 30_000 };

const api = setupMockApiServer();

describe('edit schedule page: loading', slow, () => {
  it('fills the form with the schedule as it is', async () => {
    const { user } = renderEditPage(api, 3);
    const sunday = api.store.schedule(3)!.data;
    expect(await titleField()).toHaveValue('Culto de domingo');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar escala' })).toBeInTheDocument();
    expect(screen.getByText('Publicada', { selector: 'span span' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Data/)).toHaveValue(sunday);
    expect(screen.getByLabelText(/^Horário/)).toHaveValue('19:00');
    expect(screen.getByLabelText(/^Horário/)).toHaveAttribute('step', '900');
    expect(screen.getByRole('textbox', { name: 'Local' })).toHaveValue('Templo principal');
    expect(screen.getByRole('textbox', { name: 'Observações' })).toHaveValue(
      'Chegar às 17:30 para a passagem de som.',
    );
    expect(screen.getByRole('combobox', { name: /^Responsável/ })).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'Publicada' })).toBeChecked();
    expect(tab('Informações')).toHaveAttribute('aria-selected', 'true');

    await user.click(tab('Músicas'));
    const songs = within(screen.getByRole('list', { name: 'Músicas da escala' }));
    expect(
      songs.getAllByRole('listitem').map((row) => row.querySelector('strong')?.textContent),
    ).toEqual(['Maranata', 'Ousado Amor', 'Oceanos', 'Santo Espírito']);
    expect(screen.getByRole('combobox', { name: 'Tom de Ousado Amor' })).toHaveValue('D');
    // Saved without an altered key: played in its own key, and shown so.
    expect(screen.getByRole('combobox', { name: 'Tom de Oceanos' })).toHaveValue('Bm');

    await user.click(tab('Membros'));
    const chosen = within(await screen.findByRole('region', { name: 'Membros escalados' }));
    expect(chosen.getByText('5 membros')).toBeInTheDocument();
    expect(chosen.getByText('Abre o culto')).toBeInTheDocument();
    const carla = await screen.findByRole('group', { name: 'Carla Mendes' });
    expect(within(carla).getByRole('button', { name: /^Vocal/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the not-found panel for no id, an unknown one, and a draft hidden from a member', async () => {
    const { unmount } = renderEditPage(api, 'abc');
    expect(screen.getByRole('heading', { name: 'Escala não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às escalas' })).toHaveAttribute('href', '/');
    unmount();

    const second = renderEditPage(api, 999);
    expect(
      await screen.findByRole('heading', { name: 'Escala não encontrada' }),
    ).toBeInTheDocument();
    second.unmount();

    // Schedule 4 is a draft led by Bruno: a plain member does not see it at all.
    renderEditPage(api, 4, { standing: 'MEMBRO' });
    expect(
      await screen.findByRole('heading', { name: 'Escala não encontrada' }),
    ).toBeInTheDocument();
  });

  it('shows an error panel that tries again', async () => {
    let fail = true;
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/escalas/:id`, () =>
        fail ? HttpResponse.json({ error: 'internal', message: '' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderEditPage(api, 3);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a escala.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await titleField()).toHaveValue('Culto de domingo');
  });

  it('tells someone who may see the schedule but not edit it who can, with the way back to it', async () => {
    // Carla is a plain member; schedule 1 is led by Ana.
    renderEditPage(api, 1, { standing: 'MEMBRO' });
    expect(
      await screen.findByRole('heading', { name: 'Sem permissão para editar' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Somente os administradores do ministério e o responsável pela escala podem editá-la.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à escala' })).toHaveAttribute('href', '/1');
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
  });

  it('lets a plain member edit the schedule they lead', async () => {
    renderEditPage(api, 3, { standing: 'MEMBRO' });
    expect(await titleField()).toHaveValue('Culto de domingo');
  });

  it('warns that a finished schedule reopens and that a new date clears the confirmations', async () => {
    const { user } = renderEditPage(api, 2);
    expect(await screen.findByText(/Esta escala está finalizada/)).toBeInTheDocument();
    expect(screen.queryByText(/confirmações de presença/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Horário/));
    await user.type(screen.getByLabelText(/^Horário/), '20:00');
    expect(
      screen.getByText(
        'Com a nova data ou horário, as 3 confirmações de presença já feitas serão apagadas.',
      ),
    ).toBeInTheDocument();
  });
});

describe('edit schedule page in English', slow, () => {
  it('speaks English', async () => {
    const { user } = renderEditPage(api, 3, { locale: 'en-US' });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Culto de domingo');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit schedule' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Songs' })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields (title, date and time).',
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
  });

  it('says in English that the edit is not allowed', async () => {
    renderEditPage(api, 1, { standing: 'MEMBRO', locale: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'Not allowed to edit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the schedule' })).toBeInTheDocument();
  });
});
