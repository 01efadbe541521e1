import { templateContentOf } from '@levita/contracts';
import { setupMockApiServer } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { TemplatesPage } from './templates-page';

/**
 * Templates: kept from a schedule's detail, then listed, used, renamed and deleted on their
 * page. Schedule 3 is next Sunday's service, with four songs and five members.
 */
const api = setupMockApiServer({ today: '2026-11-18' });

const EDIT_STUB = 'Editar escala (stub)';

function renderTemplates() {
  return renderSchedulesPage(api, <TemplatesPage />, {
    route: '/modelos',
    at: '/modelos',
    standing: 'PROPRIETARIO',
    routes: <Route path="/editar/:escalaId" element={<h1>{EDIT_STUB}</h1>} />,
  });
}

/** Schedule 3 kept as "Domingo", with its team. */
function seedTemplate() {
  const schedule = api.store.schedule(3)!;
  api.store.tables.templates = [
    {
      id: 1,
      ministry_id: 1,
      nome: 'Domingo',
      titulo: schedule.titulo,
      horario: '19:00',
      local: 'Templo principal',
      observacoes: null,
      conteudo: JSON.stringify(
        templateContentOf({
          responsavel_id: schedule.responsavel_id,
          songs: schedule.songs,
          items: [],
          slots: [],
          members: schedule.members,
        }),
      ),
      versao: 1,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    },
  ];
  return schedule;
}

describe('templates: their page', () => {
  it('says how to keep one when there is none', async () => {
    renderTemplates();
    expect(await screen.findByText('Nenhum modelo ainda')).toBeVisible();
  });

  it('lists each template with what it holds', async () => {
    const schedule = seedTemplate();
    renderTemplates();
    const card = await screen.findByRole('listitem', { name: 'Domingo' });
    expect(card).toHaveTextContent('Culto de domingo · 19:00 · Templo principal');
    expect(card).toHaveTextContent(
      `${schedule.songs.length} músicas · nenhuma outra parte · sem vagas · equipe de ${schedule.members.length}`,
    );
  });

  it('makes a draft on the day chosen and opens it to be adjusted', async () => {
    const schedule = seedTemplate();
    const { notify } = renderTemplates();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Criar escala com o modelo Domingo' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Nova escala com “Domingo”' });
    const date = within(dialog).getByLabelText(/^Data/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-29');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar rascunho' }));

    expect(await screen.findByRole('heading', { name: EDIT_STUB })).toBeVisible();
    const made = api.store.tables.schedules.at(-1)!;
    expect(made).toMatchObject({
      data: '2026-11-29',
      horario: '19:00',
      publicada: 0,
      template_id: 1,
    });
    expect(made.songs.map((song) => song.song_id)).toEqual(
      [...schedule.songs].sort((a, b) => a.ordem - b.ordem).map((song) => song.song_id),
    );
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'success',
        message: expect.stringMatching(/^Rascunho criado/),
      }),
    );
  });

  it('renames a template and deletes one', async () => {
    seedTemplate();
    const { notify } = renderTemplates();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar o modelo Domingo' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar o modelo “Domingo”' });
    const name = within(dialog).getByRole('textbox', { name: /Nome do modelo/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Domingo cedo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('listitem', { name: 'Domingo cedo' })).toBeVisible();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Modelo “Domingo cedo” salvo.',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Excluir o modelo Domingo cedo' }));
    const confirm = screen.getByRole('dialog', { name: 'Excluir modelo' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Nenhum modelo ainda')).toBeVisible();
  });

  it('repeats a template on Sundays and Wednesdays, showing the dates first, making nothing twice', async () => {
    seedTemplate();
    const { notify } = renderTemplates();
    await userEvent.click(await screen.findByRole('button', { name: 'Repetir o modelo Domingo' }));
    const dialog = screen.getByRole('dialog', { name: 'Repetir “Domingo”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver as datas' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Escolha ao menos um dia da semana.',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Domingo' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Quarta-feira' }));
    const wednesday = within(dialog).getByLabelText('Horário de Quarta-feira');
    await userEvent.clear(wednesday);
    await userEvent.type(wednesday, '20:00');
    const from = within(dialog).getByLabelText(/^De/);
    const to = within(dialog).getByLabelText(/^Até/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-29');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-06');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver as datas' }));

    const dates = await within(dialog).findByRole('list', { name: 'Datas da repetição' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'domingo, 29 de novembro de 2026 às 19:00',
      'quarta-feira, 2 de dezembro de 2026 às 20:00',
      'domingo, 6 de dezembro de 2026 às 19:00',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar 3 rascunhos' }));
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: '3 rascunhos criados com “Domingo”.',
    });
    const made = api.store.tables.schedules.filter((row) => row.template_id === 1);
    expect(made.map((row) => `${row.data} ${row.horario} ${row.publicada}`)).toEqual([
      '2026-11-29 19:00 0',
      '2026-12-02 20:00 0',
      '2026-12-06 19:00 0',
    ]);
  });
});
