import { captureDownloads, setupMockApiServer, watchRequests } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportsPage } from '../../../app/reports-page';
import { renderReportsPage } from '../../../testing/render-reports-page';
import {
  answerParticipation,
  failOnce,
  participationFixture,
} from '../../../testing/report-fixtures';

const api = setupMockApiServer({ today: '2026-11-26' });
const calls = watchRequests(api, { method: 'GET', path: '/relatorios/participacao' });
const downloads = captureDownloads();

// The print copy repeats the tables under body, aria-hidden: queries look in the tab only.

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const panel = () => screen.getByRole('tabpanel');
const memberTable = () => within(panel()).getByRole('table', { name: /^(Membros|Members)$/ });
const rowNames = () =>
  within(memberTable())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (name: string) =>
  within(memberTable()).getByRole('rowheader', { name }).closest('tr')!;

function renderAt(at = '/?mes=11&ano=2026', locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderReportsPage(api, <ReportsPage />, { route: '/', at, locale });
}

describe('participation report', () => {
  it('asks for the period on screen and shows each member with one-decimal, coloured percentages', async () => {
    answerParticipation(api, participationFixture());
    renderAt();
    await within(panel()).findByRole('table', { name: 'Membros' });
    const query = calls.requests[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ ministerio_id: '1', mes: '11', ano: '2026' });

    const figures = within(panel()).getByLabelText('Resumo do período');
    expect(figures).toHaveTextContent('Escalas no período6');
    expect(figures).toHaveTextContent('Membros que serviram14 de 23');

    const ana = within(rowOf('Ana Souza'));
    expect(ana.getByText('6', { selector: 'td' })).toBeInTheDocument();
    expect(ana.getByText('5', { selector: 'td' })).toBeInTheDocument();
    expect(ana.getByText('100,0%')).toHaveAttribute('data-tone', 'success');
    expect(ana.getByRole('list')).toHaveTextContent('Violão (4)Ministro (2)');
    expect(within(rowOf('Bruno Lima')).getByText('83,3%')).toHaveAttribute('data-tone', 'success');
    expect(within(rowOf('Carla Dias')).getByText('66,7%')).toHaveAttribute('data-tone', 'warning');
    expect(within(rowOf('Daniel Rocha')).getByText('50,0%')).toHaveAttribute('data-tone', 'danger');
  });

  it('shows pages of 10 with the pager, or everyone at once', async () => {
    answerParticipation(api, participationFixture());
    renderAt();
    await within(panel()).findByRole('table', { name: 'Membros' });
    expect(rowNames()).toHaveLength(10);
    expect(rowNames()[0]).toBe('Ana Souza');
    const pager = within(panel()).getByRole('navigation', { name: 'Páginas de membros' });
    expect(within(pager).getByText('Página 1 de 3')).toBeInTheDocument();

    await user().click(within(pager).getByRole('button', { name: 'Página 3' }));
    expect(rowNames()).toEqual(['Úrsula Melo', 'Vitor Araújo', 'Wesley Duarte']);

    await user().click(within(panel()).getByRole('button', { name: 'Mostrar todos (23)' }));
    expect(rowNames()).toHaveLength(23);
    expect(within(panel()).queryByRole('navigation')).not.toBeInTheDocument();

    // Back to pages from the top of the list.
    await user().click(within(panel()).getByRole('button', { name: 'Mostrar em páginas' }));
    expect(rowNames()).toHaveLength(10);
    expect(rowNames()[0]).toBe('Ana Souza');
  });

  it('offers no pager and no toggle when everyone fits on one page', async () => {
    const report = participationFixture();
    report.membros = report.membros.slice(0, 10);
    answerParticipation(api, report);
    renderAt();
    await within(panel()).findByRole('table', { name: 'Membros' });
    expect(rowNames()).toHaveLength(10);
    expect(within(panel()).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /Mostrar/ })).not.toBeInTheDocument();
  });

  it('shows the functions table with declines and the confirmation rate', async () => {
    answerParticipation(api, participationFixture());
    renderAt();
    const table = await within(panel()).findByRole('table', { name: 'Funções' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Vocal229240,9%',
      'Violão440100,0%',
      'Ministro21150,0%',
    ]);
  });

  it('charts participations per member with the numbers as text', async () => {
    answerParticipation(api, participationFixture());
    renderAt();
    const chart = await within(panel()).findByRole('figure', { name: 'Participações por membro' });
    const items = within(chart).getAllByRole('listitem');
    expect(items).toHaveLength(23);
    expect(items[0]).toHaveTextContent('Ana Souza6 participações · 100,0%');
    expect(items[4]).toHaveTextContent('Eva Martins1 participação · 16,7%');
    // Portuguese counts 0 as singular; a count of none still reads as a plural.
    expect(items[22]).toHaveTextContent('Wesley Duarte0 participações · 0,0%');
  });

  it('filters by member through membro_id and keeps the choice in the URL', async () => {
    renderAt();
    const filter = await within(panel()).findByRole('combobox', { name: 'Membro' });
    const options = within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Todos os membros');
    expect(options.slice(1)).toEqual(
      [...options.slice(1)].sort((a, b) => a!.localeCompare(b!, 'pt-BR')),
    );

    const bruno = within(filter).getByRole('option', { name: 'Bruno Lima' }) as HTMLOptionElement;
    await user().selectOptions(filter, bruno);
    await waitFor(() =>
      expect(calls.requests.map((call) => call.url.searchParams.get('membro_id'))).toContain(
        bruno.value,
      ),
    );
    await waitFor(() => expect(rowNames()).toEqual(['Bruno Lima']));
    expect(screen.getByTestId('location')).toHaveTextContent(`membro=${bruno.value}`);
    // Everyone is still offered while one member is shown.
    expect(
      within(within(panel()).getByRole('combobox', { name: 'Membro' })).getAllByRole('option'),
    ).toHaveLength(options.length);

    await user().selectOptions(
      within(panel()).getByRole('combobox', { name: 'Membro' }),
      'Todos os membros',
    );
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(1));
    expect(screen.getByTestId('location')).not.toHaveTextContent('membro=');
  });

  it('asks again when the month changes', async () => {
    renderAt();
    await within(panel()).findByRole('table', { name: 'Membros' });
    await user().selectOptions(screen.getByRole('combobox', { name: 'Mês' }), 'Outubro');
    await waitFor(() => expect(calls.requests.at(-1)!.url.searchParams.get('mes')).toBe('10'));
    await user().selectOptions(screen.getByRole('combobox', { name: 'Mês' }), 'Ano inteiro');
    await waitFor(() => {
      const query = calls.requests.at(-1)!.url.searchParams;
      expect(query.has('mes')).toBe(false);
      expect(query.get('ano')).toBe('2026');
    });
  });

  it('says so when the period has no schedules, and offers nothing to export', async () => {
    answerParticipation(api, { ...participationFixture(), total_escalas: 0, funcoes: [] });
    renderAt();
    expect(
      await within(panel()).findByRole('heading', { name: 'Nenhuma escala em novembro de 2026' }),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(panel()).getByRole('button', { name: 'Baixar CSV: participação' }),
    ).toBeDisabled();
  });

  it('shows the generic message and the API’s, and tries again', async () => {
    failOnce(api, '/relatorios/participacao');
    renderAt();
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o relatório. Tente novamente.');
    expect(alert).toHaveTextContent('Erro ao obter relatório de participação');
    await user().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel()).findByRole('table', { name: 'Membros' })).toBeInTheDocument();
  });

  it('downloads the tables as a pt-BR CSV: BOM, ";", decimal comma, named after ministry and month', async () => {
    answerParticipation(api, participationFixture());
    renderAt();
    await within(panel()).findByRole('table', { name: 'Membros' });
    await user().click(within(panel()).getByRole('button', { name: 'Baixar CSV: participação' }));
    expect(downloads).toHaveLength(1);
    const [file] = downloads;
    expect(file!.fileName).toBe('participacao-ministerio-de-louvor-2026-11.csv');
    expect(file!.type).toBe('text/csv;charset=utf-8');
    const lines = (await file!.text()).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFMembro;Participações;Confirmadas;Recusas;% de participação;Funções',
    );
    expect(lines[1]).toBe('Ana Souza;6;5;1;100,0;Violão (4), Ministro (2)');
    expect(lines[3]).toBe('Carla Dias;4;2;0;66,7;Vocal (4)');
    expect(lines).toContain('Função;Participações;Confirmadas;Recusas;% de confirmação');
    expect(lines).toContain('Vocal;22;9;2;40,9');
    expect(lines.at(-1)).toBe('');
  });

  it('downloads an en-US CSV with "," and decimal points, role names in English', async () => {
    answerParticipation(api, participationFixture());
    renderAt('/?mes=11&ano=2026', 'en-US');
    await within(panel()).findByRole('table', { name: 'Members' });
    expect(within(rowOf('Ana Souza')).getByRole('list')).toHaveTextContent(
      'Acoustic guitar (4)Worship leader (2)',
    );
    await user().click(
      within(panel()).getByRole('button', { name: 'Download CSV: participation' }),
    );
    const [file] = downloads;
    expect(file!.fileName).toBe('participation-ministerio-de-louvor-2026-11.csv');
    const lines = (await file!.text()).split('\r\n');
    expect(lines[0]).toBe('\uFEFFMember,Participations,Confirmed,Declined,% participation,Roles');
    expect(lines[1]).toBe('Ana Souza,6,5,1,100.0,"Acoustic guitar (4), Worship leader (2)"');
    expect(lines).toContain('Acoustic guitar,4,4,0,100.0');
  });

  it('names a whole year’s file by the year', async () => {
    answerParticipation(api, participationFixture());
    renderAt('/?mes=todos&ano=2025');
    await within(panel()).findByRole('table', { name: 'Membros' });
    await user().click(within(panel()).getByRole('button', { name: 'Baixar CSV: participação' }));
    expect(downloads[0]!.fileName).toBe('participacao-ministerio-de-louvor-2025.csv');
  });

  it('prints the whole report on its own: every member, under the ministry and period', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    answerParticipation(api, participationFixture());
    renderAt();
    await within(panel()).findByRole('table', { name: 'Membros' });
    const copy = document.querySelector<HTMLElement>('body > [data-print-copy]')!;
    expect(within(copy).getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(
      'Participação',
    );
    expect(copy).toHaveTextContent('Ministério de Louvor');
    expect(copy).toHaveTextContent('novembro de 2026');
    expect(within(copy).getAllByRole('rowheader', { hidden: true })).toHaveLength(23 + 3);
    await user().click(
      within(panel()).getByRole('button', { name: 'Imprimir / Salvar PDF: participação' }),
    );
    expect(print).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['pt-BR', 'Ex-integrante'],
    ['en-US', 'Former member'],
  ] as const)(
    'names a member who deleted their account in %s, in the table and the CSV',
    async (locale, label) => {
      const report = participationFixture();
      report.membros[1] = { ...report.membros[1]!, nome: '', ex_integrante: true };
      answerParticipation(api, report);
      renderAt('/?mes=11&ano=2026', locale);
      await within(panel()).findByRole('table', { name: /^(Membros|Members)$/ });
      expect(rowNames()).toContain(label);
      expect(rowNames()).not.toContain('');
      await user().click(
        within(panel()).getByRole('button', { name: /^(Baixar CSV|Download CSV): / }),
      );
      await waitFor(() => expect(downloads).toHaveLength(1));
      expect(await downloads[0]!.text()).toContain(label);
    },
  );
});
