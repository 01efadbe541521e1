import type { MinistryStanding } from '@levita/contracts';
import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { ScheduleDetailPage } from './schedule-detail-page';

/**
 * Declining with a reason. Schedule 3 is next Sunday: Ana (the owner, member 1) has not answered,
 * Carla (the plain member, 3) confirmed. Schedule 2 was last Sunday: Ana confirmed it.
 */
const api = setupMockApiServer({ today: '2026-11-18' });

const NEXT_SUNDAY = 3;
const LAST_SUNDAY = 2;

function renderPage(id: number, standing: MinistryStanding = 'PROPRIETARIO') {
  return renderSchedulesPage(api, <ScheduleDetailPage />, {
    route: '/:escalaId',
    at: `/${id}`,
    standing,
  });
}

const ready = () => screen.findByRole('heading', { level: 1, name: /Culto de domingo/ });
const declineButton = () => screen.queryByRole('button', { name: 'Não poderei ir' });
const confirmButton = () => screen.queryByRole('button', { name: 'Confirmar presença' });
const rowOf = (name: string) => screen.getByText(name).closest('li')!;
const placeOf = (scheduleId: number, memberId: number) =>
  api.store.tables.schedules
    .find((row) => row.id === scheduleId)!
    .members.find((member) => member.member_id === memberId)!;

function declinedAlready(scheduleId: number, memberId: number, reason: string) {
  Object.assign(placeOf(scheduleId, memberId), {
    confirmado: 0,
    recusado_em: '2026-11-17T12:00:00.000Z',
    motivo_recusa: reason,
  });
}

describe('schedule detail: declining', () => {
  it('asks for a reason of five characters, then shows the decline everywhere', async () => {
    renderPage(NEXT_SUNDAY);
    await ready();
    await userEvent.click(declineButton()!);
    const dialog = screen.getByRole('dialog', { name: 'Não poderei ir' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toHaveFocus();

    await userEvent.type(reason, ' abc ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar presença' }));
    expect(reason).toHaveAccessibleDescription(/Conte o motivo em pelo menos 5 caracteres\./);
    expect(placeOf(NEXT_SUNDAY, 1).recusado_em).toBeNull();

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Viagem a trabalho');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar presença' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    expect(
      screen.getByText('Recusa registrada. Quem organiza a escala vai ver o seu motivo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Você não vai').closest('[tabindex="-1"]')).toHaveFocus();
    expect(declineButton()).not.toBeInTheDocument();
    // Until the day is over the answer can change back.
    expect(confirmButton()).toBeEnabled();
    await waitFor(() => expect(rowOf('Ana Souza')).toHaveTextContent('Não vai'));
    expect(rowOf('Ana Souza')).toHaveTextContent('Motivo: Viagem a trabalho');
    expect(screen.getByRole('progressbar', { name: 'Presenças confirmadas' })).toHaveAttribute(
      'aria-valuetext',
      '2 de 5 confirmados (40%) · 1 não vai',
    );
    expect(placeOf(NEXT_SUNDAY, 1)).toMatchObject({
      confirmado: 0,
      motivo_recusa: 'Viagem a trabalho',
    });

    await userEvent.click(confirmButton()!);
    await waitFor(() => expect(rowOf('Ana Souza')).toHaveTextContent('Confirmado'));
    expect(placeOf(NEXT_SUNDAY, 1)).toMatchObject({ confirmado: 1, motivo_recusa: null });
  });

  it("shows a decline's reason to the owner, and only the decline to another member", async () => {
    declinedAlready(NEXT_SUNDAY, 6, 'Plantão no hospital');
    const owner = renderPage(NEXT_SUNDAY);
    await ready();
    const name = api.store.user(api.store.member(6)!.user_id)!.nome;
    expect(rowOf(name)).toHaveTextContent('Não vai');
    expect(rowOf(name)).toHaveTextContent('Motivo: Plantão no hospital');
    owner.unmount();

    // Carla leads this schedule in the seed, and a leader reads reasons: hand it to Ana.
    api.store.tables.schedules.find((row) => row.id === NEXT_SUNDAY)!.responsavel_id = 1;
    renderPage(NEXT_SUNDAY, 'MEMBRO');
    await ready();
    expect(rowOf(name)).toHaveTextContent('Não vai');
    expect(rowOf(name)).not.toHaveTextContent('Plantão');
  });

  it('keeps the dialog and says why when declining fails', async () => {
    api.server.use(
      http.post(
        `${TEST_API_BASE_URL}/escalas/:id/recusar`,
        () => HttpResponse.json({ error: 'server_error', message: '' }, { status: 500 }),
        { once: true },
      ),
    );
    renderPage(NEXT_SUNDAY);
    await ready();
    await userEvent.click(declineButton()!);
    const dialog = screen.getByRole('dialog', { name: 'Não poderei ir' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Viagem a trabalho');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar presença' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro ao recusar presença');
    expect(placeOf(NEXT_SUNDAY, 1).recusado_em).toBeNull();
  });

  it('offers no decline and no change once the day is over', async () => {
    const first = renderPage(LAST_SUNDAY);
    await ready();
    expect(screen.getByText('Presença confirmada')).toBeInTheDocument();
    expect(declineButton()).not.toBeInTheDocument();
    first.unmount();

    declinedAlready(LAST_SUNDAY, 1, 'Viagem a trabalho');
    renderPage(LAST_SUNDAY);
    await ready();
    expect(screen.getByText('Você não vai')).toBeInTheDocument();
    expect(confirmButton()).not.toBeInTheDocument();
    expect(declineButton()).not.toBeInTheDocument();
  });
});
