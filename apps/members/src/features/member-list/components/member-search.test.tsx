import { setupMockApiServer } from '@levita/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addPeople,
  findLists,
  namesIn,
  renderMemberList,
  sectionOf,
} from '../testing/member-list-test-kit';

const api = setupMockApiServer();

/** Pages of many cards: more room than the 5 s default on a busy machine. */
const slow = { timeout: 30_000 };
afterEach(() => {
  vi.useRealTimers();
});

/** The live line saying how many were found (the location probe is an <output>, a status too). */
const summary = () => screen.getAllByRole('status').find((element) => element.tagName === 'P');

const searchBox = () => screen.queryByRole('searchbox', { name: 'Buscar membro pelo nome' });

/** Two more active people: the owner then sees 11 (9 in the demo ministry). */
const passTheLimit = () => addPeople(api, [{ nome: 'Mariana Araújo' }, { nome: 'Otávio Pereira' }]);

describe('MemberListPage: the name search (part 1 §2)', slow, () => {
  it('is not offered with 10 people or fewer', async () => {
    addPeople(api, [{ nome: 'Mariana Araújo' }]);
    renderMemberList(api);
    await findLists();
    expect(namesIn('Membros ativos')).toHaveLength(7);
    expect(searchBox()).not.toBeInTheDocument();
  });

  it('counts the people the viewer sees: an admin does not see the inactive', async () => {
    // The owner sees 12 people; the admin 10 (no inactive list), so no search for them.
    addPeople(api, [
      { nome: 'Mariana Araújo' },
      { nome: 'Otávio Pereira' },
      { nome: 'Rita Campos', status: 'INATIVO' },
    ]);
    const admin = renderMemberList(api, { standing: 'ADMIN' });
    await findLists();
    expect(searchBox()).not.toBeInTheDocument();
    admin.unmount();
    renderMemberList(api);
    await findLists();
    expect(searchBox()).toBeInTheDocument();
  });

  it('shows above 10 people and filters every list by name, accents and case ignored', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    passTheLimit();
    renderMemberList(api);
    await findLists();
    await user.type(searchBox()!, 'JULIA{Enter}');
    expect(namesIn('Solicitações pendentes')).toEqual(['Júlia Ribeiro']);
    expect(namesIn('Membros ativos')).toEqual([]);
    expect(
      within(sectionOf('Membros ativos')).getByText('Ninguém desta lista tem “JULIA” no nome.'),
    ).toBeVisible();
    // The count stays the list's own.
    expect(within(sectionOf('Membros ativos')).getByText('8 membros')).toBeVisible();
    expect(summary()).toHaveTextContent('1 pessoa encontrada para “JULIA”');
  });

  it('finds a name typed without its accents, and counts what it found', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    passTheLimit();
    renderMemberList(api);
    await findLists();
    await user.type(searchBox()!, 'araujo{Enter}');
    expect(namesIn('Membros ativos')).toEqual(['Mariana Araújo']);
    expect(namesIn('Solicitações pendentes')).toEqual([]);
    expect(namesIn('Membros inativos')).toEqual([]);
    await user.clear(searchBox()!);
    await user.type(searchBox()!, 'rib{Enter}');
    expect(summary()).toHaveTextContent(/^1 pessoa encontrada para “rib”$/);
  });

  it('shows everyone again when the search is cleared', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    passTheLimit();
    renderMemberList(api);
    await findLists();
    await user.type(searchBox()!, 'dias{Enter}');
    expect(namesIn('Membros ativos')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(namesIn('Membros ativos')).toHaveLength(8);
    expect(namesIn('Solicitações pendentes')).toHaveLength(2);
    expect(namesIn('Membros inativos')).toEqual(['Henrique Dias']);
    expect(summary()).toHaveTextContent(/^$/);
  });

  it('filters 500 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({
      advanceTimers: vi.advanceTimersByTime,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    passTheLimit();
    renderMemberList(api);
    await findLists();
    await user.type(searchBox()!, 'henrique');
    act(() => vi.advanceTimersByTime(400));
    expect(namesIn('Membros ativos')).toHaveLength(8);
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(namesIn('Membros ativos')).toEqual([]));
    expect(namesIn('Membros inativos')).toEqual(['Henrique Dias']);
  });

  it('searches in English too', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    passTheLimit();
    renderMemberList(api, { locale: 'en-US' });
    await findLists();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search members by name' }),
      'otavio{Enter}',
    );
    expect(namesIn('Active members')).toEqual(['Otávio Pereira']);
    expect(summary()).toHaveTextContent('1 person found for “otavio”');
    expect(
      within(sectionOf('Pending requests')).getByText(
        'No one in this list has “otavio” in their name.',
      ),
    ).toBeVisible();
  });
});
