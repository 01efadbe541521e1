import { setupMockApiServer } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScheduleDetailPage } from './schedule-detail-page';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';

/**
 * "Preencher equipe" from a draft's detail: schedule 3 (next Sunday) made a draft wanting one
 * more singer than it has.
 */
const api = setupMockApiServer({ today: '2026-11-18' });

function draftWantingASinger() {
  const schedule = api.store.schedule(3)!;
  const vocal = api.store.tables.functions.find(
    (fn) => fn.ministry_id === 1 && fn.nome === 'Vocal',
  )!;
  const singing = schedule.members.filter((member) =>
    member.functions.some((fn) => fn.function_id === vocal.id),
  ).length;
  Object.assign(schedule, {
    publicada: 0,
    slots: [{ function_id: vocal.id, quantidade: singing + 1, ordem: 1 }],
  });
  return schedule;
}

describe('auto-fill from a draft', () => {
  it('says what it does, fills on the press, and shows each pick with its reason', async () => {
    const schedule = draftWantingASinger();
    renderSchedulesPage(api, <ScheduleDetailPage />, {
      route: '/:escalaId',
      at: '/3',
      standing: 'PROPRIETARIO',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Preencher equipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preencher equipe' });
    expect(dialog).toHaveTextContent(/Nada é publicado/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preencher' }));

    const results = await within(dialog).findByRole('list', { name: 'Escolhas por escala' });
    const picks = within(results).getAllByText(/^Vocal: /);
    expect(picks).toHaveLength(1);
    expect(results).toHaveTextContent(
      /Vocal: .+ \((nenhuma vez|\d+ vez(es)?) nas últimas 8 semanas; (última em \d\d\/\d\d|nunca serviu)\)/,
    );
    expect(schedule.members.length).toBeGreaterThan(0);
    expect(schedule.publicada).toBe(0);
    // The leader re-picks or clears a place on the draft's edit screen.
    expect(within(results).getByRole('link', { name: /^Revisar a equipe de / })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/editar\/3$/),
    );
    // The footer's button (the dialog's × is named the same).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    expect(await screen.findByText('Todas as vagas preenchidas')).toBeVisible();
  });

  it('is not offered on a published schedule', async () => {
    renderSchedulesPage(api, <ScheduleDetailPage />, {
      route: '/:escalaId',
      at: '/3',
      standing: 'PROPRIETARIO',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Preencher equipe' })).not.toBeInTheDocument();
  });

  it('is not offered to the leader of a draft without admin rights', async () => {
    draftWantingASinger();
    renderSchedulesPage(api, <ScheduleDetailPage />, {
      route: '/:escalaId',
      at: '/3',
      standing: 'MEMBRO',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Preencher equipe' })).not.toBeInTheDocument();
  });
});
