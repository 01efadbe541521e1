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
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANA, findTitle, renderFunctionsPage } from '../testing/member-functions-test-kit';

/** Ana's Violão: demo assignment 2, not principal, no observations. */
const VIOLAO = 2;
const api = setupMockApiServer();
const saves = watchRequests(api, { method: 'PUT', path: `/membro-funcoes/${VIOLAO}` });
const STALE = 'Alguém alterou esta função de Ana Souza enquanto você editava.';

async function editViolao() {
  const user = userEvent.setup();
  renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
  await findTitle('Ana Souza');
  await user.click(screen.getByRole('button', { name: 'Editar Violão' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Editar função de Ana Souza' }) };
}

const notes = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Observações' });
const principal = (dialog: HTMLElement) =>
  within(dialog).getByRole('checkbox', { name: 'Função principal' });
const saveIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Salvar' });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('member functions: someone else saved first', () => {
  it('keeps the edit, offers a reload of the current assignment, then saves over it', async () => {
    const { user, dialog } = await editViolao();
    await user.type(notes(dialog), 'Violão base');
    await user.click(principal(dialog));
    api.store.editElsewhere(api.store.assignment(VIOLAO), { observacoes: 'Arranjos' });

    await user.click(saveIn(dialog));
    await expectStaleRefusal(dialog, STALE, saveIn(dialog));
    expect(notes(dialog)).toHaveValue('Violão base');
    expect(api.store.assignment(VIOLAO)).toMatchObject({
      observacoes: 'Arranjos',
      principal: 0,
      versao: 2,
    });

    await reloadCurrentVersion(user, dialog);
    expect(notes(dialog)).toHaveValue('Arranjos');
    expect(principal(dialog)).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Função' })).toHaveFocus();

    await user.type(notes(dialog), ' e base');
    await user.click(saveIn(dialog));
    await closed();
    expect(api.store.assignment(VIOLAO)).toMatchObject({
      observacoes: 'Arranjos e base',
      versao: 3,
    });
    expect(await saves.versions()).toEqual([1, 2]);
  });

  it('shows the server’s word on a write that lost a race, and saves when tried again', async () => {
    loseNextWrite(api, 'put', apiPaths.memberFunction);
    const { user, dialog } = await editViolao();
    await saveAgainAfterLostWrite(user, dialog, () => saveIn(dialog));
    await closed();
  });
});
