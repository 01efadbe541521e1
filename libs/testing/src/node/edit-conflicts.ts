import { serverMessage, WRITE_CONFLICT, type ApiPath } from '@levita/contracts';
import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { localeOf, message } from '../mock-api/messages';
import { TEST_API_BASE_URL } from '../render/render-with-providers';
import type { MockApiServer } from './mock-api-server';

/*
 * Saves that lose to someone else's: a stale edit (409 stale_version, StaleVersionNotice of
 * @levita/ui) and a write that lost a race (409 write_conflict), as every edit screen shows
 * them, in the tests' language (pt-BR). Someone else's edit itself is
 * `api.store.editElsewhere(row, changes)`.
 */

const NOTHING_SAVED = 'Nada foi salvo.';
const RELOAD = 'Recarregar';

/**
 * The next `method` call to `path` loses to concurrent writes, answered as the API answers
 * once its retries are spent (409 write_conflict, in the request's language); the calls after
 * it reach the mock API again, so trying again succeeds.
 */
export function loseNextWrite(
  api: MockApiServer,
  method: 'post' | 'put' | 'delete',
  path: ApiPath,
) {
  api.server.use(
    http[method](
      `${TEST_API_BASE_URL}${path}`,
      ({ request }) =>
        HttpResponse.json(
          { error: WRITE_CONFLICT, message: message(localeOf(request), WRITE_CONFLICT) },
          { status: 409 },
        ),
      { once: true },
    ),
  );
}

/**
 * Saves (after loseNextWrite): the screen, inside `scope`, shows the API's word, and the same
 * save pressed again goes through; the test then checks what a save leads to.
 */
export async function saveAgainAfterLostWrite(
  user: UserEvent,
  scope: HTMLElement,
  save: () => HTMLElement,
) {
  await user.click(save());
  expect(await within(scope).findByRole('alert')).toHaveTextContent(
    serverMessage('pt-BR', WRITE_CONFLICT),
  );
  await user.click(save());
}

/**
 * A save refused as stale (409 stale_version), inside `scope` (the page, or its dialog): the
 * screen's `message` and that nothing was saved, announced; the focus on Reload; and the save
 * button (`save`) not on offer until the person reloads.
 */
export async function expectStaleRefusal(scope: HTMLElement, message: string, save: HTMLElement) {
  const alert = await within(scope).findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(alert).toHaveTextContent(NOTHING_SAVED);
  expect(within(scope).getByRole('button', { name: RELOAD })).toHaveFocus();
  expect(save).toBeDisabled();
}

/** Presses Reload and waits until the notice has gone: the form holds the current record. */
export async function reloadCurrentVersion(user: UserEvent, scope: HTMLElement) {
  await user.click(within(scope).getByRole('button', { name: RELOAD }));
  await waitFor(() =>
    expect(within(scope).queryByRole('button', { name: RELOAD })).not.toBeInTheDocument(),
  );
  expect(within(scope).queryByText(NOTHING_SAVED)).not.toBeInTheDocument();
}
