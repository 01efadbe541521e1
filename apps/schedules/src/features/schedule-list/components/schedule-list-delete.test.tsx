import { TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  findList,
  NOVEMBER,
  renderScheduleList,
  scheduleTitles,
  setupScheduleListApi,
} from '../testing/schedule-list-test-kit';

const api = setupScheduleListApi();

const deleteSunday = () =>
  screen.getByRole('button', { name: 'Excluir Culto de domingo, 08/11/2026' });

/** DELETE /escalas/{id} calls the page makes. */
function recordDeletes() {
  const seen: string[] = [];
  api.server.events.on('request:start', ({ request }) => {
    if (request.method === 'DELETE') seen.push(new URL(request.url).pathname);
  });
  return seen;
}

describe('ScheduleListPage: delete', () => {
  it.each(['PROPRIETARIO', 'ADMIN'] as const)(
    'offers %s delete on every schedule that is not finished',
    async (standing) => {
      renderScheduleList(api, { standing });
      await findList();
      expect(
        within(cardOf('Culto de domingo', '08/11/2026')).getByRole('button', { name: /^Excluir/ }),
      ).toBeVisible();
      expect(
        within(cardOf('Ensaio do louvor')).getByRole('button', { name: /^Excluir/ }),
      ).toBeVisible();
      expect(
        within(cardOf('Vigília de oração')).getByRole('button', { name: /^Excluir/ }),
      ).toBeVisible();
      // Finished: it stays as the record of that service.
      expect(
        within(cardOf('Culto de domingo', '01/11/2026')).queryByRole('button', {
          name: /^Excluir/,
        }),
      ).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Excluir/ })).toHaveLength(3);
    },
  );

  it('asks first, naming the schedule; cancel keeps it and calls nothing', async () => {
    const user = userEvent.setup();
    const deletes = recordDeletes();
    const { notify } = renderScheduleList(api);
    await findList();
    await user.click(deleteSunday());
    const dialog = screen.getByRole('dialog', { name: 'Excluir escala?' });
    expect(dialog).toHaveTextContent(
      'A escala “Culto de domingo” de domingo, 8 de novembro de 2026 será excluída',
    );
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(scheduleTitles()).toEqual(NOVEMBER);
    expect(deletes).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
    expect(deleteSunday()).toHaveFocus();
  });

  it('deletes on confirm: busy meanwhile, then gone, the shell told, the focus on the title', async () => {
    const user = userEvent.setup();
    const deletes = recordDeletes();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      http.delete(`${TEST_API_BASE_URL}/escalas/:id`, async () => {
        // Nothing returned: once released, the mock API's own handler answers.
        await held;
      }),
    );
    const { notify } = renderScheduleList(api);
    await findList();
    await user.click(deleteSunday());
    const dialog = screen.getByRole('dialog', { name: 'Excluir escala?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir escala' }));

    expect(within(dialog).getByRole('button', { name: 'Excluir escala' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Excluir escala' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual(['/api/escalas/3']);
    expect(scheduleTitles()).toEqual(['Culto de domingo', 'Ensaio do louvor', 'Vigília de oração']);
    expect(screen.getByText('3 escalas em novembro de 2026')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Escala “Culto de domingo” excluída.',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Escalas' })).toHaveFocus();
  });

  it('keeps the schedule and says so in the dialog when the delete fails', async () => {
    const user = userEvent.setup();
    api.server.use(
      http.delete(`${TEST_API_BASE_URL}/escalas/:id`, () =>
        HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
      ),
    );
    const { notify } = renderScheduleList(api);
    await findList();
    await user.click(deleteSunday());
    const dialog = screen.getByRole('dialog', { name: 'Excluir escala?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir escala' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Não foi possível excluir a escala\. Tente novamente mais tarde\.$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Excluir escala' })).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(scheduleTitles()).toEqual(NOVEMBER);
    expect(api.store.schedule(3)).toBeDefined();
  });

  it('gives the server reason too, and shows the schedule as it now is', async () => {
    const user = userEvent.setup();
    renderScheduleList(api);
    await findList();
    await user.click(deleteSunday());
    // Someone finished it meanwhile: the API answers 409 schedule_finished.
    api.store.schedule(3)!.finalizada = 1;
    const dialog = screen.getByRole('dialog', { name: 'Excluir escala?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir escala' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Não foi possível excluir a escala. Tente novamente mais tarde.',
    );
    expect(alert).toHaveTextContent('Escalas finalizadas não podem ser excluídas.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const sunday = cardOf('Culto de domingo', '08/11/2026');
    await waitFor(() => expect(within(sunday).getByText('Finalizada')).toBeVisible());
    expect(within(sunday).queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
  });

  it('goes back a page when the only schedule of the last page is deleted', async () => {
    const user = userEvent.setup();
    const base = api.store.schedule(5)!;
    for (let index = 1; index <= 7; index += 1)
      api.store.tables.schedules.push({
        ...base,
        id: api.store.nextId('schedules'),
        titulo: `Ensaio ${index}`,
        data: '2026-11-02',
      });
    // 11 in November: "Vigília de oração", the latest, is alone on page 2.
    renderScheduleList(api, { at: '/?pagina=2' });
    await waitFor(() => expect(scheduleTitles()).toEqual(['Vigília de oração']));
    await user.click(screen.getByRole('button', { name: 'Excluir Vigília de oração, 14/11/2026' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir escala' }),
    );
    await waitFor(() => expect(scheduleTitles()).toHaveLength(10));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    const { notify } = renderScheduleList(api, { locale: 'en-US' });
    await findList();
    await user.click(screen.getByRole('button', { name: 'Delete Vigília de oração, 11/14/2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete schedule?' });
    expect(dialog).toHaveTextContent(
      'The schedule “Vigília de oração” on Saturday, November 14, 2026 will be deleted',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete schedule' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        message: 'Schedule “Vigília de oração” deleted.',
      }),
    );
  });
});
