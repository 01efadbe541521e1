import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';
import { toastTopInsetVar, useToastsBelow } from './toast-inset';
import { renderUi } from '../testing/render-ui';

function Notifier() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Escala publicada')}>Publicar</Button>
      <Button onClick={() => toast.error('Falha ao salvar')}>Salvar</Button>
      <Button onClick={() => toast.info('Nada mudou')}>Info</Button>
    </>
  );
}

function setup(locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderUi(
    <ToastProvider>
      <Notifier />
    </ToastProvider>,
    { locale },
  );
  return user;
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains pending work with a setTimeout(0) after each user-event call and
    // only advances fake timers itself when it finds a `jest` global: lend it vitest's clock.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a success toast in a live region and hides it after 5000 ms', async () => {
    const user = setup();
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Escala publicada');
    expect(region).toContainElement(screen.getByRole('status'));

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Escala publicada')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Escala publicada')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and closes a toast with its button', async () => {
    const user = setup('en-US');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(screen.getByRole('button', { name: 'Info' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Falha ao salvar');
    expect(screen.getByRole('status')).toHaveTextContent('Nada mudou');

    const [closeError] = screen.getAllByRole('button', { name: 'Close notification' });
    await user.click(closeError as HTMLElement);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nada mudou');
  });

  it('stays while the pointer is on it and restarts the count when it leaves', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const toast = screen.getByRole('status');
    await user.hover(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(toast).toBeInTheDocument();
    await user.unhover(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Notifier />)).toThrow(/ToastProvider/);
  });
});

describe('toasts below the top bar', () => {
  function TopBar() {
    const ref = useRef<HTMLElement>(null);
    useToastsBelow(ref);
    return <header ref={ref}>Levita</header>;
  }

  afterEach(() => vi.restoreAllMocks());

  it("start below the bar's height, and stop when the bar goes", () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 1024, height: 60.4 }),
    );
    const { unmount } = renderUi(
      <ToastProvider>
        <TopBar />
      </ToastProvider>,
    );
    const root = document.documentElement;
    expect(root.style.getPropertyValue(toastTopInsetVar)).toBe('61px');
    const region = screen.getByRole('region', { name: 'Notificações' });
    // The region's top counts from the variable, which holds the bar's height.
    expect(getComputedStyle(region).top).toBe('calc(61px + 16px)');
    unmount();
    expect(root.style.getPropertyValue(toastTopInsetVar)).toBe('');
  });
});
