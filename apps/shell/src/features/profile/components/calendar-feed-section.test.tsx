import { renderWithProviders, setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../../locales/en-US/calendar-feed.json';
import ptBR from '../../../locales/pt-BR/calendar-feed.json';
import { CalendarFeedSection } from './calendar-feed-section';

const api = setupMockApiServer();

const FEED_URL = /^http:\/\/localhost\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/;

function renderSection(locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(<CalendarFeedSection />, {
    locale,
    namespaces: { 'calendar-feed': { 'pt-BR': ptBR, 'en-US': enUS } },
    defaultNamespace: 'calendar-feed',
  });
}

/** A confirmation, found by its text, inside the section's live region (it is announced). */
async function announced(text: string | RegExp) {
  const notice = await screen.findByText(text);
  expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
  return notice;
}

const addressField = async (name = 'Endereço do calendário') =>
  (await screen.findByRole('textbox', { name })) as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('calendar feed section', () => {
  it('shows the address read-only under its label, with how to subscribe', async () => {
    renderSection();
    expect(screen.getByRole('heading', { name: 'Calendário das minhas escalas' })).toBeVisible();
    const field = await addressField();
    expect(field.value).toMatch(FEED_URL);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(
      'Este endereço é pessoal: quem tiver ele vê as suas escalas.',
    );
    const help = screen.getByRole('list');
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Google Agenda/),
      expect.stringMatching(/^Apple/),
      expect.stringMatching(/^Outlook/),
    ]);
  });

  it('copies the address and says so', async () => {
    const user = userEvent.setup();
    renderSection();
    const field = await addressField();
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await navigator.clipboard.readText()).toBe(field.value);
    await announced('Endereço copiado!');
  });

  it('says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderSection();
    await addressField();
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível copiar. Selecione o endereço e copie manualmente.',
    );
  });

  it('asks before making a new address, and keeps the old one when cancelled', async () => {
    const user = userEvent.setup();
    renderSection();
    const before = (await addressField()).value;
    await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gerar novo endereço?' });
    expect(dialog).toHaveTextContent('O endereço atual vai parar de funcionar');
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await addressField()).value).toBe(before);
  });

  it('replaces the address once confirmed, with the server’s message', async () => {
    const user = userEvent.setup();
    renderSection();
    const before = (await addressField()).value;
    await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar novo endereço' }));
    await announced(/^Novo endereço gerado/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const after = (await addressField()).value;
    expect(after).toMatch(FEED_URL);
    expect(after).not.toBe(before);
  });

  it('shows a failed regeneration and keeps the address', async () => {
    api.server.use(
      http.post(`${TEST_API_BASE_URL}/usuario/calendario`, () =>
        HttpResponse.json({ error: 'server_error', message: 'Falhou' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderSection();
    const before = (await addressField()).value;
    await user.click(screen.getByRole('button', { name: 'Gerar novo endereço' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Gerar novo endereço',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Falhou');
    expect((await addressField()).value).toBe(before);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderSection('en-US');
    expect(await addressField('Calendar address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await announced('Address copied!');
    expect(screen.getByRole('button', { name: 'Create new address' })).toBeInTheDocument();
  });
});
