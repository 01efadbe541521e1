import { shellLeaveGuards, withRemoteProps } from '@levita/federation/testing';
import { renderWithProviders, setupMockApiServer } from '@levita/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { defaultNamespace, namespaces } from '../../../config/namespaces';
import { LIST_STUB_HEADING } from '../../../testing/render-schedules-page';
import { toMembers } from '../testing/wizard-steps';
import { NewSchedulePage } from './new-schedule-page';

const slow = { timeout: 30_000 };

const api = setupMockApiServer();

/** A way out the shell sees first (its side menu, Back): what the shell asks the page. */
function shellNavigates() {
  let answer!: Promise<boolean>;
  act(() => {
    answer = shellLeaveGuards.askToLeave();
  });
  return answer;
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => {
  window.history.replaceState(null, '', '/nova');
});

function renderWizard() {
  const session = api.signInAs('PROPRIETARIO');
  const notify = vi.fn();
  renderWithProviders(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<h1>{LIST_STUB_HEADING}</h1>} />
        <Route path="/nova" element={<NewSchedulePage />} />
      </Routes>
    </BrowserRouter>,
    {
      namespaces,
      defaultNamespace,
      wrapper: withRemoteProps({ ministry: session.ministry, user: session.user, notify }),
    },
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const discardDialog = () => screen.findByRole('dialog', { name: 'Descartar a nova escala?' });

describe('new schedule wizard: leaving', slow, () => {
  it('goes back to the list at once when nothing was entered', async () => {
    const user = renderWizard();
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: LIST_STUB_HEADING })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before cancelling once something was entered; staying keeps it', async () => {
    const user = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Culto');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await discardDialog();
    expect(dialog).toHaveTextContent('O que você preencheu até aqui será perdido.');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Culto');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByRole('heading', { name: LIST_STUB_HEADING })).toBeInTheDocument();
    // The answer given is the answer: the shell does not ask again on the way out.
    expect(shellLeaveGuards.leaveIsGuarded()).toBe(false);
  });

  it('counts a changed date as entered data, and the back link asks too', async () => {
    const user = renderWizard();
    const date = screen.getByLabelText(/^Data/);
    await user.clear(date);
    await user.type(date, '2026-12-24');
    await user.click(screen.getByRole('link', { name: /Voltar às escalas/ }));
    expect(await discardDialog()).toBeInTheDocument();
  });

  it('has the shell wait for its answer before leaving by the menu or Back', async () => {
    const user = renderWizard();
    await expect(shellNavigates()).resolves.toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Culto');

    const held = shellNavigates();
    await user.click(
      within(await discardDialog()).getByRole('button', { name: 'Continuar editando' }),
    );
    await expect(held).resolves.toBe(false);
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Culto');

    const leaving = shellNavigates();
    await user.click(within(await discardDialog()).getByRole('button', { name: 'Descartar' }));
    await expect(leaving).resolves.toBe(true);
  });

  it("asks the browser's question on closing the tab while something was entered", async () => {
    const user = renderWizard();
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Culto');
    expect(unload()).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Título' }));
    expect(unload()).toBe(false);
  });

  it('lets the page go to the list after a successful save without asking', async () => {
    const user = renderWizard();
    await toMembers(user);
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('heading', { name: LIST_STUB_HEADING })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(shellLeaveGuards.leaveIsGuarded()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unload()).toBe(false);
  });
});
