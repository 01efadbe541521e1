import type { MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_STUB_HEADING, renderSchedulesPage } from '../../../testing/render-schedules-page';
import { ScheduleDetailPage } from './schedule-detail-page';

/**
 * Today is Wednesday 18/11/2026, so the demo's next Sunday is the 22nd: schedule 3 ("Culto de
 * domingo", published, 19:00, Templo principal, led by Carla); 1 is finished; 4 is a draft led
 * by Bruno; 5 is the vigil on the 28th at 23:30 with no location, led by Ana.
 */
const api = setupMockApiServer({ today: '2026-11-18' });

const PUBLISHED = 3;
const DRAFT = 4;
const VIGIL = 5;
const FINISHED = 1;

afterEach(() => api.server.events.removeAllListeners());

const SETLIST_STUB = 'Setlist stub';
const EDIT_STUB = 'Edit stub';

function renderPage(
  at: string,
  { standing, locale }: { standing?: MinistryStanding; locale?: Locale } = {},
) {
  return renderSchedulesPage(api, <ScheduleDetailPage />, {
    route: '/:escalaId',
    at,
    standing,
    locale,
    routes: (
      <>
        <Route path="/:escalaId/imprimir" element={<h1>{SETLIST_STUB}</h1>} />
        <Route path="/editar/:escalaId" element={<h1>{EDIT_STUB}</h1>} />
      </>
    ),
  });
}

const schedule = (id: number) => api.store.tables.schedules.find((row) => row.id === id)!;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The value next to a label in the header's facts. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const backToList = () => screen.getByRole('link', { name: 'Voltar às escalas' });

describe('schedule detail: loading and failures', () => {
  it('shows a spinner with a label while the schedule loads', async () => {
    renderPage(`/${PUBLISHED}`);
    expect(screen.getByRole('status', { name: 'Carregando a escala…' })).toBeInTheDocument();
    expect(await heading('Culto de domingo')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando a escala…' })).not.toBeInTheDocument();
  });

  it.each([
    ['an id that is not a number', '/abc', 'PROPRIETARIO'],
    ['an unknown id', '/999', 'PROPRIETARIO'],
    ['a draft a plain member may not see', `/${DRAFT}`, 'MEMBRO'],
  ] as const)('shows the not-found panel for %s', async (_case, at, standing) => {
    renderPage(at, { standing });
    expect(await heading('Escala não encontrada')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Esta escala não existe, foi excluída ou ainda é um rascunho que você não pode ver.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(backToList());
    expect(await heading(LIST_STUB_HEADING)).toBeInTheDocument();
  });

  it('does not ask the API about a path that is no id', async () => {
    const requests = vi.fn();
    api.server.events.on('request:start', requests);
    renderPage('/abc');
    expect(await heading('Escala não encontrada')).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it('shows the same draft to its manager, with its status', async () => {
    renderPage(`/${DRAFT}`, { standing: 'ADMIN' });
    expect(await heading('Ensaio do louvor')).toBeInTheDocument();
    expect(screen.getByText('Rascunho')).toBeInTheDocument();
  });

  it('shows the not-found panel for a schedule of another ministry the user belongs to', async () => {
    // Ana is a plain member of "Coral Jovem" (ministry 2) too: the API shows it to her.
    schedule(VIGIL).ministry_id = 2;
    renderPage(`/${VIGIL}`);
    expect(await heading('Escala não encontrada')).toBeInTheDocument();
  });

  it('shows a load failure with the API message, a way back, and tries again', async () => {
    api.server.use(
      http.get(
        `${TEST_API_BASE_URL}/escalas/:id`,
        () => HttpResponse.json({ error: 'server_error', message: '' }, { status: 500 }),
        { once: true },
      ),
    );
    renderPage(`/${PUBLISHED}`);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Não foi possível carregar a escala');
    expect(panel).toHaveTextContent('Erro ao obter escala');
    expect(backToList()).toHaveAttribute('href', '/');
    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await heading('Culto de domingo')).toBeInTheDocument();
  });

  it('speaks English when the schedule is not found', async () => {
    renderPage('/999', { locale: 'en-US' });
    expect(await heading('Schedule not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to schedules' })).toBeInTheDocument();
  });
});

describe('schedule detail: header', () => {
  it('shows the title, status, long date with the weekday, time, location and leader', async () => {
    renderPage(`/${PUBLISHED}`);
    expect(await heading('Culto de domingo')).toBeInTheDocument();
    expect(screen.getByText('Publicada')).toBeInTheDocument();
    expect(fact('Data')).toHaveTextContent('domingo, 22 de novembro de 2026');
    expect(fact('Horário')).toHaveTextContent('19:00');
    expect(fact('Local')).toHaveTextContent('Templo principal');
    expect(fact('Responsável')).toHaveTextContent('Carla Mendes');
  });

  it('formats the date and time in English', async () => {
    renderPage(`/${PUBLISHED}`, { locale: 'en-US' });
    expect(await heading('Culto de domingo')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(fact('Date')).toHaveTextContent('Sunday, November 22, 2026');
    expect(fact('Time')).toHaveTextContent('7:00 PM');
    expect(fact('Location')).toHaveTextContent('Templo principal');
    expect(fact('Leader')).toHaveTextContent('Carla Mendes');
    // Default functions read in English, as on the members pages (stored as "Vocal").
    const carla = screen
      .getAllByRole('listitem')
      .find((item) => /^Carla Mendes/.test(item.textContent ?? ''));
    expect(carla).toHaveTextContent('Vocalist');
  });

  it('keeps a late-night schedule on its own day', async () => {
    renderPage(`/${VIGIL}`);
    expect(await heading('Vigília de oração')).toBeInTheDocument();
    expect(fact('Data')).toHaveTextContent('sábado, 28 de novembro de 2026');
    expect(fact('Horário')).toHaveTextContent('23:30');
  });

  it('leaves out the location and the leader when the schedule has none', async () => {
    schedule(VIGIL).responsavel_id = null;
    renderPage(`/${VIGIL}`);
    expect(await heading('Vigília de oração')).toBeInTheDocument();
    expect(screen.queryByText('Local', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Responsável', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows a finished schedule as finished', async () => {
    renderPage(`/${FINISHED}`);
    expect(await heading('Culto de domingo')).toBeInTheDocument();
    expect(screen.getByText('Finalizada')).toBeInTheDocument();
    expect(fact('Data')).toHaveTextContent('domingo, 8 de novembro de 2026');
  });
});

describe('schedule detail: actions', () => {
  it('goes back to the list', async () => {
    renderPage(`/${PUBLISHED}`);
    await heading('Culto de domingo');
    await userEvent.click(backToList());
    expect(await heading(LIST_STUB_HEADING)).toBeInTheDocument();
  });

  it.each([
    ['the owner', 'PROPRIETARIO', PUBLISHED],
    ['an admin', 'ADMIN', VIGIL],
    ['the schedule’s leader, a plain member', 'MEMBRO', PUBLISHED],
  ] as const)('offers edit to %s, as the API allows', async (_who, standing, id) => {
    renderPage(`/${id}`, { standing });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(await screen.findByRole('link', { name: 'Editar' }));
    expect(await heading(EDIT_STUB)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/editar/${id}`);
  });

  it('offers no edit to a member who does not lead the schedule', async () => {
    renderPage(`/${VIGIL}`, { standing: 'MEMBRO' });
    expect(await heading('Vigília de oração')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('exports: opens the printable setlist', async () => {
    renderPage(`/${PUBLISHED}`, { standing: 'MEMBRO' });
    await heading('Culto de domingo');
    await userEvent.click(screen.getByRole('link', { name: 'Exportar setlist' }));
    expect(await heading(SETLIST_STUB)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/${PUBLISHED}/imprimir`);
  });

  it('names its actions in English', async () => {
    renderPage(`/${PUBLISHED}`, { locale: 'en-US' });
    await heading('Culto de domingo');
    const actions = screen.getByRole('group', { name: 'Schedule actions' });
    expect(within(actions).getByRole('button', { name: 'Confirm attendance' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Export setlist' })).toBeInTheDocument();
  });
});

describe('schedule detail: a former member', () => {
  /** Deletes, as the API does, the account of the first person on the finished schedule. */
  function deleteAccountOfFirstPlace() {
    const place = schedule(FINISHED).members[0]!;
    const user = api.store.user(api.store.member(place.member_id)!.user_id)!;
    const formerName = user.nome;
    Object.assign(user, { nome: '', excluido_em: '2026-11-17T12:00:00.000Z' });
    return formerName;
  }

  it.each([
    ['pt-BR', 'Ex-integrante'],
    ['en-US', 'Former member'],
  ] as const)('names them in %s, without their old name', async (locale, label) => {
    const formerName = deleteAccountOfFirstPlace();
    renderPage(`/${FINISHED}`, { locale });
    expect(await screen.findAllByText(label)).not.toHaveLength(0);
    expect(screen.queryByText(formerName)).not.toBeInTheDocument();
  });
});
