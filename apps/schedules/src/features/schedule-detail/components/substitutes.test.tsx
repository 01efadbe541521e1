import type { MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { setupMockApiServer } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { ScheduleDetailPage } from './schedule-detail-page';

/**
 * Substitutes for declined places. Schedule 3 is next Sunday (the 22nd), led by Carla
 * (member 3, the plain member), who sings in it. Elisa (5) sings too and sang on the 15th;
 * Felipe (6) plays drums in it. Schedule 2 was last Sunday.
 */
const api = setupMockApiServer({ today: '2026-11-18' });

function renderPage(
  id: number,
  standing: MinistryStanding = 'PROPRIETARIO',
  locale: Locale = 'pt-BR',
) {
  return renderSchedulesPage(api, <ScheduleDetailPage />, {
    route: '/:escalaId',
    at: `/${id}`,
    standing,
    locale,
  });
}

const placeOf = (scheduleId: number, memberId: number) =>
  api.store.tables.schedules
    .find((row) => row.id === scheduleId)!
    .members.find((member) => member.member_id === memberId);

function declined(scheduleId: number, memberId: number) {
  Object.assign(placeOf(scheduleId, memberId)!, {
    confirmado: 0,
    recusado_em: '2026-11-17T12:00:00.000Z',
    motivo_recusa: 'Viagem a trabalho',
  });
}

const ready = () => screen.findByRole('heading', { level: 1, name: /Culto de domingo|Sunday/ });
/** The button for a declined place: 'Carla Mendes em Vocal', or any function of 'Carla Mendes'. */
const findButton = (place: string) => {
  const [name, fn] = place.split(' em ');
  return screen.queryByRole('button', {
    name: new RegExp(`^Procurar substituto: ${fn ?? '.*'}, no lugar de ${name}$`),
  });
};

describe('schedule detail: open slots', () => {
  it('fills an open slot with a holder of the function, and the line says it is filled', async () => {
    const schedule = api.store.tables.schedules.find((row) => row.id === 3)!;
    const vocal = api.store.tables.functions.find(
      (row) => row.ministry_id === 1 && row.nome === 'Vocal',
    )!;
    const singing = schedule.members.filter((member) =>
      member.functions.some((fn) => fn.function_id === vocal.id),
    ).length;
    schedule.slots = [{ function_id: vocal.id, quantidade: singing + 1, ordem: 1 }];
    const { notify } = renderPage(3);
    await ready();
    expect(screen.getByText('Falta: 1 Vocal')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Preencher vaga: Vocal' }));

    const dialog = screen.getByRole('dialog', { name: 'Vaga em Vocal' });
    const list = await within(dialog).findByRole('list', { name: 'Substitutos possíveis' });
    const [first] = within(list).getAllByRole('listitem');
    const name = first!.querySelector('strong')!.textContent!;
    await userEvent.click(within(dialog).getByRole('button', { name: `Escalar ${name} em Vocal` }));
    expect(await screen.findByText('Todas as vagas preenchidas')).toBeVisible();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: `${name} foi escalado(a) em Vocal.`,
    });
    expect(screen.queryByRole('button', { name: /^Preencher vaga/ })).toBeNull();
  });

  it('offers no way to fill to a plain member', async () => {
    const schedule = api.store.tables.schedules.find((row) => row.id === 3)!;
    const drums = api.store.tables.functions.find(
      (row) => row.ministry_id === 1 && row.nome === 'Bateria',
    )!;
    schedule.slots = [{ function_id: drums.id, quantidade: 3, ordem: 1 }];
    schedule.responsavel_id = null;
    renderPage(3, 'MEMBRO');
    await ready();
    expect(screen.getByText(/^Falta: \d Bateria$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Preencher vaga/ })).toBeNull();
  });
});

describe('schedule detail: substitutes', () => {
  it('lists who can take a declined place, best first, and swaps one in with one click', async () => {
    declined(3, 3);
    const { notify } = renderPage(3);
    await ready();
    expect(findButton('Felipe Costa')).not.toBeInTheDocument();
    await userEvent.click(findButton('Carla Mendes em Vocal')!);

    const dialog = screen.getByRole('dialog', { name: 'Substituto para Vocal' });
    const list = await within(dialog).findByRole('list', { name: 'Substitutos possíveis' });
    const candidates = within(list).getAllByRole('listitem');
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toHaveTextContent('Elisa Martins');
    expect(candidates[0]).toHaveTextContent('★ Função principal');
    expect(candidates[0]).toHaveTextContent('1 participação neste mês');

    await userEvent.click(
      within(dialog).getByRole('button', {
        name: 'Escalar Elisa Martins no lugar de Carla Mendes',
      }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Carla's row, whose button opened the dialog, is gone: the focus goes to the list.
    expect(screen.getByText('Ana Souza').closest('ul')).toHaveFocus();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Elisa Martins foi escalado(a) em Vocal no lugar de Carla Mendes.',
    });
    await waitFor(() =>
      expect(screen.getByText('Elisa Martins').closest('li')).toHaveTextContent(
        'Aguardando confirmação',
      ),
    );
    // Carla still leads the schedule, but no longer sings in it.
    expect(screen.getByText('Carla Mendes').closest('li')).toBeNull();
    expect(findButton('Carla Mendes')).not.toBeInTheDocument();
    expect(placeOf(3, 5)).toMatchObject({ confirmado: 0, recusado_em: null });
    expect(placeOf(3, 3)).toBeUndefined();
  });

  it('says so when nobody is available, and closes with Escape', async () => {
    declined(3, 6);
    renderPage(3);
    await ready();
    await userEvent.click(findButton('Felipe Costa em Bateria')!);
    const dialog = screen.getByRole('dialog', { name: 'Substituto para Bateria' });
    expect(
      await within(dialog).findByText('Ninguém disponível para esta função nesta data.'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('is only for who edits the schedule, and only until its day is over', async () => {
    declined(3, 6);
    declined(2, 7);
    const { unmount } = renderPage(3, 'ADMIN');
    await ready();
    expect(findButton('Felipe Costa em Bateria')).toBeInTheDocument();
    unmount();

    // Bruno (ADMIN) may edit last Sunday's too, but its day is over.
    const past = renderPage(2, 'ADMIN');
    await ready();
    expect(screen.getByText('Gabriela Alves').closest('li')).toHaveTextContent('Não vai');
    expect(findButton('Gabriela Alves')).not.toBeInTheDocument();
    past.unmount();
  });

  it('speaks English', async () => {
    declined(3, 3);
    renderPage(3, 'PROPRIETARIO', 'en-US');
    await ready();
    await userEvent.click(
      screen.getByRole('button', { name: 'Find a substitute: Vocalist, instead of Carla Mendes' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Substitute for Vocalist' });
    expect(await within(dialog).findByText('1 participation this month')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', {
        name: 'Schedule Elisa Martins instead of Carla Mendes',
      }),
    ).toBeEnabled();
  });
});
