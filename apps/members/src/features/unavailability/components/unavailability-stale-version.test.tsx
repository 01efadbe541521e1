import { apiPaths } from '@levita/contracts';
import {
  expectStaleRefusal,
  loseNextWrite,
  reloadCurrentVersion,
  saveAgainAfterLostWrite,
  watchRequests,
} from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  findList,
  renderUnavailability,
  setupUnavailabilityApi,
} from '../testing/unavailability-test-kit';

/** Ana's period ahead: demo unavailability 4, 24/11/2026 to 26/11/2026, "Retiro de líderes". */
const RETREAT = 4;
const { api } = setupUnavailabilityApi();
const saves = watchRequests(api, { method: 'PUT', path: `/indisponibilidades/${RETREAT}` });
const STALE =
  'Esta indisponibilidade foi alterada enquanto você editava, talvez em outra aba ou aparelho.';

async function editRetreat() {
  const user = userEvent.setup();
  renderUnavailability(api);
  await findList('Ana Souza');
  await user.click(
    screen.getByRole('button', { name: 'Editar a indisponibilidade de 24/11/2026 a 26/11/2026' }),
  );
  return { user, dialog: screen.getByRole('dialog', { name: 'Editar indisponibilidade' }) };
}

const reason = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Motivo' });
const saveIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Salvar' });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('unavailability form: changed elsewhere meanwhile', () => {
  it('keeps the edit, offers a reload of the current period, then saves over it', async () => {
    const { user, dialog } = await editRetreat();
    await user.type(reason(dialog), ' em Atibaia');
    api.store.editElsewhere(api.store.unavailability(RETREAT), {
      justificativa: 'Retiro de líderes em Campinas',
    });

    await user.click(saveIn(dialog));
    await expectStaleRefusal(dialog, STALE, saveIn(dialog));
    expect(reason(dialog)).toHaveValue('Retiro de líderes em Atibaia');
    expect(api.store.unavailability(RETREAT)).toMatchObject({
      justificativa: 'Retiro de líderes em Campinas',
      versao: 2,
    });

    await reloadCurrentVersion(user, dialog);
    expect(reason(dialog)).toHaveValue('Retiro de líderes em Campinas');
    expect(within(dialog).getByLabelText('Data inicial', { exact: false })).toHaveFocus();

    await user.type(reason(dialog), ' (SP)');
    await user.click(saveIn(dialog));
    await closed();
    expect(api.store.unavailability(RETREAT)).toMatchObject({
      justificativa: 'Retiro de líderes em Campinas (SP)',
      versao: 3,
    });
    expect(await saves.versions()).toEqual([1, 2]);
  });

  it('shows the server’s word on a write that lost a race, and saves when tried again', async () => {
    loseNextWrite(api, 'put', apiPaths.unavailability);
    const { user, dialog } = await editRetreat();
    await saveAgainAfterLostWrite(user, dialog, () => saveIn(dialog));
    await closed();
  });
});
