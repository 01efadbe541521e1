import { apiPaths } from '@levita/contracts';
import {
  expectStaleRefusal,
  loseNextWrite,
  reloadCurrentVersion,
  saveAgainAfterLostWrite,
  setupMockApiServer,
  watchRequests,
} from '@levita/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleSaves } from '../../../testing/request-matchers';
import { renderEditPage, saveButton, tab, titleField } from '../testing/render-edit-page';

const slow = { timeout: 30_000 };

const api = setupMockApiServer();
const saves = watchRequests(api, ...scheduleSaves);
const STALE = 'Alguém alterou esta escala enquanto você editava.';
const savedModal = () => screen.findByRole('dialog', { name: 'Escala atualizada com sucesso!' });

describe('edit schedule: someone else saved first', slow, () => {
  it('keeps the draft, offers a reload of the current schedule, then saves over it', async () => {
    const { user } = renderEditPage(api);
    await user.clear(await titleField());
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Culto da família');
    await user.click(tab('Músicas'));
    api.store.editElsewhere(api.store.schedule(3), { titulo: 'Culto de celebração' });

    await user.click(saveButton());
    await expectStaleRefusal(document.body, STALE, saveButton());
    expect(api.store.schedule(3)).toMatchObject({ titulo: 'Culto de celebração', versao: 2 });
    await user.click(tab('Informações'));
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Culto da família');

    await reloadCurrentVersion(user, document.body);
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Culto de celebração');
    // The tab shown may not hold the first field: the page's title is where the form starts.
    expect(screen.getByRole('heading', { level: 1, name: 'Editar escala' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Título' }), ' especial');
    await user.click(saveButton());
    await savedModal();
    expect(api.store.schedule(3)).toMatchObject({
      titulo: 'Culto de celebração especial',
      versao: 3,
    });
    expect(await saves.versions()).toEqual([1, 2]);
  });

  it('sends the version it read', async () => {
    api.store.editElsewhere(api.store.schedule(3), {});
    api.store.editElsewhere(api.store.schedule(3), {});
    const { user } = renderEditPage(api);
    await titleField();
    await user.click(saveButton());
    await savedModal();
    expect(await saves.versions()).toEqual([3]);
  });

  it('shows the server’s word on a write that lost a race, and saves when tried again', async () => {
    loseNextWrite(api, 'put', apiPaths.schedule);
    const { user } = renderEditPage(api);
    await titleField();
    await saveAgainAfterLostWrite(user, document.body, saveButton);
    await savedModal();
  });
});
