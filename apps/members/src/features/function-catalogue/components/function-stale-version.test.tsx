import { apiPaths } from '@levita/contracts';
import {
  expectStaleRefusal,
  loseNextWrite,
  reloadCurrentVersion,
  saveAgainAfterLostWrite,
  setupMockApiServer,
  watchRequests,
} from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardOf, findCards, renderCatalogue } from '../testing/function-catalogue-test-kit';

/** Demo function 3: "Violão", no description. */
const VIOLAO = 3;
const api = setupMockApiServer();
const saves = watchRequests(api, { method: 'PUT', path: `/funcoes/${VIOLAO}` });
const STALE = 'Alguém alterou esta função enquanto você editava.';

async function editViolao() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderCatalogue(api);
  await findCards();
  await user.click(within(cardOf('Violão')).getAllByRole('button')[0]!);
  return { user, dialog: screen.getByRole('dialog', { name: 'Editar função' }) };
}

const description = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Descrição/);
const saveIn = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Salvar alterações' });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('functions catalogue: someone else saved first', { timeout: 30_000 }, () => {
  it('keeps the edit, offers a reload of the current function, then saves over it', async () => {
    const { user, dialog } = await editViolao();
    await user.type(description(dialog), 'Base acústica');
    api.store.editElsewhere(api.store.function(VIOLAO), { descricao: 'Base e arranjos' });

    await user.click(saveIn(dialog));
    await expectStaleRefusal(dialog, STALE, saveIn(dialog));
    expect(description(dialog)).toHaveValue('Base acústica');
    expect(api.store.function(VIOLAO)).toMatchObject({ descricao: 'Base e arranjos', versao: 2 });

    await reloadCurrentVersion(user, dialog);
    expect(description(dialog)).toHaveValue('Base e arranjos');
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveFocus();

    await user.type(description(dialog), ' no violão');
    await user.click(saveIn(dialog));
    await closed();
    expect(api.store.function(VIOLAO)).toMatchObject({
      descricao: 'Base e arranjos no violão',
      versao: 3,
    });
    expect(await saves.versions()).toEqual([1, 2]);
  });

  it('shows the server’s word on a write that lost a race, and saves when tried again', async () => {
    loseNextWrite(api, 'put', apiPaths.function);
    const { user, dialog } = await editViolao();
    await saveAgainAfterLostWrite(user, dialog, () => saveIn(dialog));
    await closed();
  });
});
