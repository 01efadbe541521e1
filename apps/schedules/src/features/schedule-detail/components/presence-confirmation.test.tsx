import type { MinistryStanding } from '@levita/contracts';
import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { ScheduleDetailPage } from './schedule-detail-page';

/**
 * Schedule 3, next Sunday: Ana (the owner) plays the acoustic guitar and has not confirmed;
 * Carla (the plain member) sings and has; 2 of its 5 members confirmed. Carla is not on the
 * vigil (5).
 */
const api = setupMockApiServer({ today: '2026-11-18' });

const PUBLISHED = 3;
const VIGIL = 5;

function renderPage(id: number, standing: MinistryStanding = 'PROPRIETARIO') {
  return renderSchedulesPage(api, <ScheduleDetailPage />, {
    route: '/:escalaId',
    at: `/${id}`,
    standing,
  });
}

const ready = () => screen.findByRole('heading', { level: 1, name: /Culto de domingo|Vigília/ });
const confirmButton = () => screen.queryByRole('button', { name: 'Confirmar presença' });
const successMessage = 'Presença confirmada! A equipe já sabe que você vai.';
const progress = () => screen.getByRole('progressbar', { name: 'Presenças confirmadas' });
const anaMark = () => screen.getByText('Ana Souza').closest('li')!;
const anaOnSchedule = () =>
  api.store.tables.schedules
    .find((row) => row.id === PUBLISHED)!
    .members.find((member) => member.member_id === 1)!;

/** Holds every POST /confirmar until `release()`: the button's busy state is visible meanwhile. */
function holdConfirmations() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  api.server.use(
    http.post(`${TEST_API_BASE_URL}/escalas/:id/confirmar`, async () => {
      await gate;
      return undefined;
    }),
  );
  return () => release();
}

describe('schedule detail: presence', () => {
  it('offers the confirmation to a scheduled member who has not confirmed', async () => {
    renderPage(PUBLISHED);
    await ready();
    expect(confirmButton()).toBeEnabled();
    expect(screen.queryByText('Presença confirmada')).not.toBeInTheDocument();
  });

  it('shows the confirmed label, not the button, to a member who already confirmed', async () => {
    renderPage(PUBLISHED, 'MEMBRO');
    await ready();
    expect(screen.getByText('Presença confirmada')).toBeInTheDocument();
    expect(confirmButton()).not.toBeInTheDocument();
    // The success message is for a confirmation just made, not for an old one.
    expect(screen.queryByText(successMessage)).not.toBeInTheDocument();
  });

  it('offers neither to someone who is not on the schedule', async () => {
    renderPage(VIGIL, 'MEMBRO');
    await ready();
    expect(confirmButton()).not.toBeInTheDocument();
    expect(screen.queryByText('Presença confirmada')).not.toBeInTheDocument();
  });

  it('confirms: busy while it runs, then the message, the label and the bar move', async () => {
    const release = holdConfirmations();
    renderPage(PUBLISHED);
    await ready();
    expect(progress()).toHaveAttribute('aria-valuenow', '40');
    expect(progress()).toHaveAttribute('aria-valuetext', '2 de 5 confirmados (40%)');
    expect(anaMark()).toHaveTextContent('Aguardando confirmação');

    await userEvent.click(confirmButton()!);
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAttribute('aria-busy', 'true');
    expect(anaOnSchedule().confirmado).toBe(0);

    release();
    // Announced: it lands in a live region that was already in the page.
    expect((await screen.findByText(successMessage)).closest('[role="status"]')).not.toBeNull();
    expect(confirmButton()).not.toBeInTheDocument();
    const label = screen.getByText('Presença confirmada');
    // The focus follows the button that went away.
    expect(label.closest('[tabindex="-1"]')).toHaveFocus();
    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '60'));
    expect(progress()).toHaveAttribute('aria-valuetext', '3 de 5 confirmados (60%)');
    expect(screen.getByText('3 de 5 confirmados (60%)')).toBeInTheDocument();
    expect(anaMark()).toHaveTextContent('Confirmado');
    expect(anaOnSchedule().confirmado).toBe(1);
  });

  it('shows a failure inline in red and keeps the button to try again', async () => {
    api.server.use(
      http.post(
        `${TEST_API_BASE_URL}/escalas/:id/confirmar`,
        () => HttpResponse.json({ error: 'server_error', message: '' }, { status: 500 }),
        { once: true },
      ),
    );
    renderPage(PUBLISHED);
    await ready();
    await userEvent.click(confirmButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao confirmar presença');
    expect(confirmButton()).toBeEnabled();
    expect(screen.queryByText(successMessage)).not.toBeInTheDocument();
    expect(anaOnSchedule().confirmado).toBe(0);

    await userEvent.click(confirmButton()!);
    expect(await screen.findByText(successMessage)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the API’s own refusal', async () => {
    api.server.use(
      http.post(`${TEST_API_BASE_URL}/escalas/:id/confirmar`, () =>
        HttpResponse.json(
          { error: 'not_scheduled', message: 'Você não está escalado nesta escala.' },
          { status: 403 },
        ),
      ),
    );
    renderPage(PUBLISHED);
    await ready();
    await userEvent.click(confirmButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você não está escalado nesta escala.',
    );
  });

  it('speaks English', async () => {
    renderSchedulesPage(api, <ScheduleDetailPage />, {
      route: '/:escalaId',
      at: `/${PUBLISHED}`,
      locale: 'en-US',
    });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm attendance' }));
    expect(
      await screen.findByText('Attendance confirmed! The team knows you are coming.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Attendance confirmed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('3 of 5 confirmed (60%)')).toBeInTheDocument());
  });
});
