import {
  expectStaleRefusal,
  reloadCurrentVersion,
  setupMockApiServer,
  watchRequests,
} from '@levita/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACTIVE, cardOf, findLists, renderMemberList } from '../testing/member-list-test-kit';

const api = setupMockApiServer();
const saves = watchRequests(api, { method: 'PUT', path: /^\/membros\/\d+\/preferencias$/ });
const bodies = () => Promise.all(saves.requests.map((request) => request.json()));

/** Pages of many cards: more room than the 5 s default on a busy machine. */
const slow = { timeout: 30_000 };

/** The demo ministry's member ids are its users' ids. */
const BRUNO = 2;
const CARLA = 3;
const ELISA = 5;

const TITLE = 'Minhas preferências';
const LIMIT = 'No máximo quantas vezes por mês';
const PARTNER = 'Servir junto com';
const STALE =
  'Suas preferências foram alteradas enquanto você editava, talvez em outra aba ou aparelho.';

/** Carla, a plain member, on the members page with her preferences open. */
async function openAsCarla() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const rendered = await act(async () => renderMemberList(api, { standing: 'MEMBRO' }));
  await findLists();
  await user.click(within(cardOf('Carla Mendes')).getByRole('button', { name: TITLE }));
  // The dialog's code loads with its first opening.
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  return { user, dialog, ...rendered };
}

const limitIn = (dialog: HTMLElement) => within(dialog).getByRole('spinbutton', { name: LIMIT });
const partnerIn = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: PARTNER });
const saveIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Salvar' });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
/** The line a card shows under the functions, when the viewer may see it. */
const summaryOf = (name: string) =>
  within(cardOf(name)).queryByText(/Preferências para o preenchimento automático/)?.parentElement
    ?.textContent;

describe('MemberPreferencesDialog', slow, () => {
  it('sets the limit and the partner, says what they are for, and shows them on the card', async () => {
    const { user, dialog, notify } = await openAsCarla();
    expect(dialog).toHaveTextContent(
      'O preenchimento automático das escalas usa estas preferências ao montar a equipe',
    );
    await waitFor(() => expect(limitIn(dialog)).toHaveFocus());
    expect(limitIn(dialog)).toHaveValue(null);
    expect(partnerIn(dialog)).toHaveValue('');
    // Nobody first, then the other active members, in the list's order.
    expect(
      within(partnerIn(dialog))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ninguém', ...ACTIVE.filter((name) => name !== 'Carla Mendes')]);

    await user.type(limitIn(dialog), '2');
    await user.selectOptions(partnerIn(dialog), 'Bruno Lima');
    await user.click(saveIn(dialog));

    await closed();
    expect(await bodies()).toEqual([{ limite_mensal: 2, junto_com: BRUNO, versao: 1 }]);
    expect(api.store.member(CARLA)).toMatchObject({
      limite_mensal: 2,
      junto_com: BRUNO,
      preferencias_versao: 2,
    });
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Preferências salvas.' });
    await waitFor(() =>
      expect(summaryOf('Carla Mendes')).toBe(
        'Preferências para o preenchimento automático: Até 2 vezes por mês · Junto com Bruno Lima',
      ),
    );
  });

  it('clears both: an empty limit is no limit, and nobody', async () => {
    Object.assign(api.store.member(CARLA)!, { limite_mensal: 4, junto_com: BRUNO });
    const { user, dialog } = await openAsCarla();
    expect(limitIn(dialog)).toHaveValue(4);
    expect(partnerIn(dialog)).toHaveValue(String(BRUNO));
    await user.clear(limitIn(dialog));
    await user.selectOptions(partnerIn(dialog), 'Ninguém');
    await user.click(saveIn(dialog));
    await closed();
    expect(await bodies()).toEqual([{ limite_mensal: null, junto_com: null, versao: 1 }]);
    expect(summaryOf('Carla Mendes')).toBeUndefined();
  });

  it('refuses a limit beyond 31 before sending anything', async () => {
    const { user, dialog } = await openAsCarla();
    await user.type(limitIn(dialog), '40');
    await user.click(saveIn(dialog));
    expect(
      within(dialog).getByText('Escolha de 1 a 31 vezes, ou deixe em branco para não ter limite.'),
    ).toBeVisible();
    expect(limitIn(dialog)).toHaveAccessibleDescription(
      expect.stringContaining('Escolha de 1 a 31 vezes'),
    );
    expect(limitIn(dialog)).toHaveFocus();
    expect(saves.requests).toEqual([]);
  });

  it('shows the server’s word when the partner is no longer active', async () => {
    const { user, dialog } = await openAsCarla();
    await user.selectOptions(partnerIn(dialog), 'Bruno Lima');
    api.store.member(BRUNO)!.status = 'INATIVO';
    await user.click(saveIn(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Escolha um membro ativo deste ministério para servir junto com você.',
    );
    expect(api.store.member(CARLA)).toMatchObject({ junto_com: null, preferencias_versao: 1 });
  });

  it('keeps what was typed when they changed elsewhere, then saves over the reloaded ones', async () => {
    const { user, dialog } = await openAsCarla();
    await user.type(limitIn(dialog), '2');
    // Another tab saved meanwhile.
    Object.assign(api.store.member(CARLA)!, {
      limite_mensal: 5,
      junto_com: ELISA,
      preferencias_versao: 2,
    });

    await user.click(saveIn(dialog));
    await expectStaleRefusal(dialog, STALE, saveIn(dialog));
    expect(limitIn(dialog)).toHaveValue(2);
    expect(api.store.member(CARLA)).toMatchObject({ limite_mensal: 5, preferencias_versao: 2 });

    await reloadCurrentVersion(user, dialog);
    expect(limitIn(dialog)).toHaveValue(5);
    expect(partnerIn(dialog)).toHaveValue(String(ELISA));
    expect(limitIn(dialog)).toHaveFocus();

    await user.clear(limitIn(dialog));
    await user.type(limitIn(dialog), '3');
    await user.click(saveIn(dialog));
    await closed();
    expect(api.store.member(CARLA)).toMatchObject({
      limite_mensal: 3,
      junto_com: ELISA,
      preferencias_versao: 3,
    });
    expect(await saves.versions()).toEqual([1, 2]);
  });
});

describe('preferences on the cards', slow, () => {
  it('admin rights read everyone’s; a plain member only their own', async () => {
    Object.assign(api.store.member(ELISA)!, { limite_mensal: 1, junto_com: BRUNO });
    const owner = await act(async () => renderMemberList(api));
    await findLists();
    expect(summaryOf('Elisa Martins')).toBe(
      'Preferências para o preenchimento automático: Até 1 vez por mês · Junto com Bruno Lima',
    );
    // Nothing asked, nothing shown.
    expect(summaryOf('Bruno Lima')).toBeUndefined();
    owner.unmount();

    await act(async () => renderMemberList(api, { standing: 'MEMBRO' }));
    await findLists();
    expect(summaryOf('Elisa Martins')).toBeUndefined();
  });

  it('speaks English', async () => {
    Object.assign(api.store.member(ELISA)!, { limite_mensal: 2, junto_com: null });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await act(async () => renderMemberList(api, { locale: 'en-US' }));
    await findLists();
    expect(within(cardOf('Elisa Martins')).getByText(/Up to 2 times a month/)).toBeVisible();
    await user.click(within(cardOf('Ana Souza')).getByRole('button', { name: 'My preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'My preferences' });
    // The dialog moves the focus once it has rendered, in an effect.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('spinbutton', { name: 'At most how many times a month' }),
      ).toHaveFocus(),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Serve together with' })).toHaveValue('');
    expect(within(dialog).getByRole('option', { name: 'Nobody' })).toBeInTheDocument();
  });
});
