import { setupMockApiServer } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { ScheduleDetailPage } from './schedule-detail-page';

/** "Salvar como modelo" on schedule 3, next Sunday's service (docs/schedules.md "Templates"). */
const api = setupMockApiServer({ today: '2026-11-18' });

describe('templates: keeping one from a schedule', () => {
  it('saves the schedule as a template, with its team when asked, for admin rights', async () => {
    const { notify } = renderSchedulesPage(api, <ScheduleDetailPage />, {
      route: '/:escalaId',
      at: '/3',
      standing: 'PROPRIETARIO',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar como modelo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como modelo' });
    const name = within(dialog).getByRole('textbox', { name: /Nome do modelo/ });
    expect(name).toHaveValue('Culto de domingo');
    await userEvent.clear(name);
    await userEvent.type(name, 'Domingo à noite');
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /Guardar também a equipe/ }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar modelo' }));

    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Modelo “Domingo à noite” salvo. Use-o em Escalas › Modelos.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [kept] = api.store.tables.templates!;
    expect(kept).toMatchObject({ nome: 'Domingo à noite', titulo: 'Culto de domingo' });
    expect(JSON.parse(kept!.conteudo).equipe).toHaveLength(api.store.schedule(3)!.members.length);
  });

  it('offers nothing of the kind to a plain member', async () => {
    renderSchedulesPage(api, <ScheduleDetailPage />, {
      route: '/:escalaId',
      at: '/3',
      standing: 'MEMBRO',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Salvar como modelo' })).not.toBeInTheDocument();
  });
});
