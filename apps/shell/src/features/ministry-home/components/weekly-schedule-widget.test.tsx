import type { MySchedules } from '@levita/contracts';
import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigatedTo, renderOnMinistryRoute } from '../testing/test-utils';
import { WeeklyScheduleWidget } from './weekly-schedule-widget';

const api = setupMockApiServer();

type MySchedule = MySchedules['escalas'][number];

function schedule(id: number, titulo: string, data: string): MySchedule {
  return {
    id,
    ministerio_id: 1,
    titulo,
    data,
    horario: data.slice(11, 16),
    local: 'Templo',
    publicada: true,
    finalizada: false,
    status: 'publicada',
    responsavel_id: 1,
    total_musicas: 4,
    total_membros: 5,
    total_confirmados: 3,
    total_recusados: 0,
    versao: 1,
    confirmei_presenca: true,
    recusei_presenca: false,
    minhas_funcoes: ['Vocal'],
  };
}

const allSchedules = [
  schedule(12, 'Culto de domingo', '2026-11-22T19:00:00'),
  { ...schedule(13, 'Ensaio geral', '2026-11-25T20:00:00'), confirmei_presenca: false },
  schedule(14, 'Vigília', '2026-11-27T23:30:00'),
  schedule(15, 'Culto de ceia', '2026-11-29T19:00:00'),
];

/** Answers like the API: the caller's schedules between the dates asked. */
function serveMySchedules() {
  const asked: URLSearchParams[] = [];
  api.server.use(
    http.get(`${TEST_API_BASE_URL}/minhas-escalas`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const from = query.get('data_inicial')!;
      const to = `${query.get('data_final')!}T23:59:59`;
      return HttpResponse.json({
        escalas: allSchedules.filter(({ data }) => data >= from && data <= to),
      });
    }),
  );
  return asked;
}

const scheduleLinks = () => within(screen.getByRole('region')).getAllByRole('link');

describe('WeeklyScheduleWidget', () => {
  beforeEach(() => {
    // Wednesday 25 November 2026, 10:00 local time; only the clock is fixed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the week from Sunday with past, today and future labels', async () => {
    const asked = serveMySchedules();
    renderOnMinistryRoute(<WeeklyScheduleWidget ministryId={1} />);
    expect(await screen.findByText('Culto de domingo')).toBeInTheDocument();
    expect(screen.getByText('22/11 a 28/11')).toBeInTheDocument();
    expect(asked[0]!.get('ministerio_id')).toBe('1');
    expect(asked[0]!.get('data_inicial')).toBe('2026-11-22');
    expect(asked[0]!.get('data_final')).toBe('2026-11-28');
    const links = scheduleLinks();
    expect(links.map((link) => link.querySelector('time')?.textContent)).toEqual([
      '22/11',
      '25/11',
      '27/11',
    ]);
    expect(within(links[0]!).getByText('Passada')).toBeInTheDocument();
    expect(within(links[1]!).getByText('Hoje')).toBeInTheDocument();
    expect(within(links[2]!).getByText('Próxima')).toBeInTheDocument();
    expect(screen.queryByText('Culto de ceia')).not.toBeInTheDocument();
  });

  it('expands to 14 days and back to the week', async () => {
    const asked = serveMySchedules();
    const user = userEvent.setup();
    renderOnMinistryRoute(<WeeklyScheduleWidget ministryId={1} />);
    await screen.findByText('Culto de domingo');
    await user.click(screen.getByRole('button', { name: 'Ver 14 dias' }));
    expect(await screen.findByText('Culto de ceia')).toBeInTheDocument();
    expect(screen.getByText('22/11 a 05/12')).toBeInTheDocument();
    expect(asked.at(-1)?.get('data_final')).toBe('2026-12-05');
    expect(screen.getByRole('heading', { name: 'Minhas escalas das duas semanas' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ver só esta semana' }));
    expect(await screen.findByText('22/11 a 28/11')).toBeInTheDocument();
    expect(screen.queryByText('Culto de ceia')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver 14 dias' })).toBeInTheDocument();
  });

  it('writes dates month first in English and links to the schedule', async () => {
    serveMySchedules();
    const user = userEvent.setup();
    renderOnMinistryRoute(<WeeklyScheduleWidget ministryId={1} />, { locale: 'en-US' });
    expect(await screen.findByText('11/22 to 11/28')).toBeInTheDocument();
    expect(await screen.findByText('Today')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Ensaio geral/ }));
    expect(await navigatedTo()).toBe('/ministerios/1/escalas/13');
  });

  it("says 'you're not going' on a schedule the caller declined, in both languages", async () => {
    allSchedules.push({
      ...schedule(16, 'Ensaio de sexta', '2026-11-27T19:00:00'),
      confirmei_presenca: false,
      recusei_presenca: true,
    });
    try {
      serveMySchedules();
      const { unmount } = renderOnMinistryRoute(<WeeklyScheduleWidget ministryId={1} />);
      const declined = (await screen.findByText('Ensaio de sexta')).closest('a')!;
      expect(within(declined).getByText('Você não vai')).toBeInTheDocument();
      expect(within(declined).getByText('Próxima')).toBeInTheDocument();
      // Not confirmed is not declined.
      const pending = screen.getByText('Ensaio geral').closest('a')!;
      expect(within(pending).queryByText('Você não vai')).not.toBeInTheDocument();
      unmount();
      renderOnMinistryRoute(<WeeklyScheduleWidget ministryId={1} />, { locale: 'en-US' });
      const inEnglish = (await screen.findByText('Ensaio de sexta')).closest('a')!;
      expect(within(inEnglish).getByText("You're not going")).toBeInTheDocument();
    } finally {
      allSchedules.pop();
    }
  });

  it('says so when the caller has no schedule this week', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/minhas-escalas`, () => HttpResponse.json({ escalas: [] })),
    );
    renderOnMinistryRoute(<WeeklyScheduleWidget ministryId={1} />);
    expect(await screen.findByText('Você não está escalado(a) nesta semana.')).toBeInTheDocument();
  });
});
