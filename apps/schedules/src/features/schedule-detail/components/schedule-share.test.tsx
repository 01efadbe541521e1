import type { Locale } from '@levita/i18n';
import { setupMockApiServer } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { ScheduleDetailPage } from './schedule-detail-page';

/**
 * "Compartilhar" on the detail. Today is Wednesday 18/11/2026; schedule 3 is next Sunday's
 * "Culto de domingo" of the demo ministry (1), 19:00, Templo principal.
 */
const api = setupMockApiServer({ today: '2026-11-18' });

const PUBLISHED = 3;
const DETAIL_LINK = `${window.location.origin}/ministerios/1/escalas/${PUBLISHED}`;

function renderDetail(locale?: Locale) {
  renderSchedulesPage(api, <ScheduleDetailPage />, {
    route: '/:escalaId',
    at: `/${PUBLISHED}`,
    locale,
  });
  return screen.findByRole('heading', { level: 1, name: 'Culto de domingo' });
}

const actions = () => screen.getByRole('group', { name: 'Ações da escala' });

let share: ReturnType<typeof vi.fn> | undefined;
/** A phone: touch first, with the Web Share API. */
function onPhoneWithShareSheet(implementation: () => Promise<void> = () => Promise.resolve()) {
  share = vi.fn(implementation);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({ matches: query === '(pointer: coarse)', media: query }),
    configurable: true,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  if (share) {
    delete (navigator as { share?: unknown }).share;
    delete (window as { matchMedia?: unknown }).matchMedia;
    share = undefined;
  }
});

describe('schedule detail: share', () => {
  it('off a phone, copies the text for WhatsApp, says so and offers a wa.me link in a new tab', async () => {
    const user = userEvent.setup();
    await renderDetail();
    await user.click(within(actions()).getByRole('button', { name: 'Compartilhar' }));

    const copied = await screen.findByText('Texto da escala copiado! Cole no grupo da equipe.');
    expect(copied.closest('[aria-live="polite"]')).not.toBeNull();
    const text = await navigator.clipboard.readText();
    expect(text.split('\n').slice(0, 4)).toEqual([
      '*Culto de domingo*',
      'Data: domingo, 22 de novembro de 2026',
      'Horário: 19:00',
      'Local: Templo principal',
    ]);
    expect(text).toContain('*Músicas*\n1. Maranata – Ministério Avivah (Tom: Em)');
    expect(text).toContain('*Equipe*\nVocal: ');
    expect(text.endsWith(`Ver a escala: ${DETAIL_LINK}`)).toBe(true);

    const whatsApp = screen.getByRole('link', { name: 'Enviar pelo WhatsApp (abre em nova aba)' });
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(whatsApp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(text);
  });

  it('says so when the text cannot be copied, and still offers WhatsApp', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível copiar o texto da escala.',
    );
    expect(screen.getByRole('link', { name: /Enviar pelo WhatsApp/ })).toBeInTheDocument();
  });

  it('on a phone, opens the share sheet with the same text, and copies nothing', async () => {
    const user = userEvent.setup();
    onPhoneWithShareSheet();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));

    expect(share).toHaveBeenCalledTimes(1);
    const shared = share!.mock.calls[0]![0] as ShareData;
    expect(shared.title).toBe('Culto de domingo');
    expect(
      shared.text?.startsWith('*Culto de domingo*\nData: domingo, 22 de novembro de 2026'),
    ).toBe(true);
    expect(shared.text?.endsWith(`Ver a escala: ${DETAIL_LINK}`)).toBe(true);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('on a phone, a cancelled share sheet is no failure', async () => {
    const user = userEvent.setup();
    onPhoneWithShareSheet(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('off a phone, a browser with a share sheet still copies (WhatsApp Web is the way there)', async () => {
    const user = userEvent.setup();
    share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByText(/Texto da escala copiado/)).toBeInTheDocument();
    expect(share).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderSchedulesPage(api, <ScheduleDetailPage />, {
      route: '/:escalaId',
      at: `/${PUBLISHED}`,
      locale: 'en-US',
    });
    await screen.findByRole('heading', { level: 1, name: 'Culto de domingo' });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText("Schedule text copied! Paste it in the team's group."),
    ).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain(`Open the schedule: ${DETAIL_LINK}`);
    expect(
      screen.getByRole('link', { name: 'Send on WhatsApp (opens in a new tab)' }),
    ).toBeInTheDocument();
  });
});
