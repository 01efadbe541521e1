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
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRepertoirePage } from '../../../testing/render-repertoire-page';
import { SongDetailPage } from './song-detail-page';

const api = setupMockApiServer();
/** Demo song 1: "Bondade de Deus", 68 BPM. */
const SONG_ID = 1;
const saves = watchRequests(api, { method: 'PUT', path: `/musicas/${SONG_ID}` });
const STALE = 'Alguém alterou esta música enquanto você editava.';

const stored = () => api.store.song(SONG_ID);
const bpmInput = () => screen.getByRole('spinbutton', { name: /BPM/ });
const saveButton = () => screen.getByRole('button', { name: 'Salvar alterações' });
const savedBanner = () => screen.findByText('Música atualizada com sucesso.');

async function openEditor() {
  const session = api.signInAs('PROPRIETARIO');
  renderRepertoirePage(<SongDetailPage />, {
    route: '/:musicaId',
    at: `/${SONG_ID}`,
    ministry: session.ministry,
  });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Bondade de Deus' });
  await user.click(screen.getByRole('button', { name: 'Editar' }));
  return user;
}

describe('song detail: someone else saved first', () => {
  it('keeps the edits, offers a reload of the current song, then saves over it', async () => {
    const user = await openEditor();
    await user.clear(bpmInput());
    await user.type(bpmInput(), '90');
    api.store.editElsewhere(stored(), { bpm: 80 });

    await user.click(saveButton());
    await expectStaleRefusal(document.body, STALE, saveButton());
    expect(bpmInput()).toHaveValue(90);
    expect(stored()).toMatchObject({ bpm: 80, versao: 2 });

    await reloadCurrentVersion(user, document.body);
    expect(bpmInput()).toHaveValue(80);
    expect(screen.getByRole('heading', { level: 2, name: 'Editar música' })).toHaveFocus();

    await user.clear(bpmInput());
    await user.type(bpmInput(), '95');
    await user.click(saveButton());
    await savedBanner();
    expect(stored()).toMatchObject({ bpm: 95, versao: 3 });
    expect(await saves.versions()).toEqual([1, 2]);
  });

  it('sends the version it read', async () => {
    api.store.editElsewhere(stored(), {});
    const user = await openEditor();
    await user.click(saveButton());
    await savedBanner();
    expect(await saves.versions()).toEqual([2]);
  });

  it('shows the server’s word on a write that lost a race, and saves when tried again', async () => {
    loseNextWrite(api, 'put', apiPaths.song);
    const user = await openEditor();
    await saveAgainAfterLostWrite(user, document.body, saveButton);
    await savedBanner();
  });
});
