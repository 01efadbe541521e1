import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { beforeRoutingEvent, useLeaveGuard } from './use-leave-guard';
import { useWarnBeforeUnload } from './use-warn-before-unload';

/** Fires the event single-spa fires before a route change; gives what the guard decided. */
function navigate(oldUrl = 'http://x/a', newUrl = 'http://x/b') {
  const cancels: Promise<boolean>[] = [];
  const cancelNavigation = (cancel: boolean | Promise<boolean>) =>
    cancels.push(Promise.resolve(cancel));
  act(() => {
    window.dispatchEvent(
      new CustomEvent(beforeRoutingEvent, { detail: { oldUrl, newUrl, cancelNavigation } }),
    );
  });
  return cancels;
}

describe('useLeaveGuard', () => {
  it('lets every navigation through while inactive', () => {
    const { result } = renderHook(() => useLeaveGuard(false));
    expect(navigate()).toHaveLength(0);
    expect(result.current.asking).toBe(false);
  });

  it('holds a navigation while asking; staying cancels it', async () => {
    const { result } = renderHook(() => useLeaveGuard(true));
    const [decision] = navigate();
    expect(result.current.asking).toBe(true);
    act(() => result.current.stay());
    expect(result.current.asking).toBe(false);
    await expect(decision).resolves.toBe(true);
  });

  it('leaving lets the navigation go on', async () => {
    const { result } = renderHook(() => useLeaveGuard(true));
    const [decision] = navigate();
    act(() => result.current.leave());
    await expect(decision).resolves.toBe(false);
  });

  it('does not ask again for the URL single-spa puts back', () => {
    renderHook(() => useLeaveGuard(true));
    expect(navigate('http://x/a', 'http://x/a')).toHaveLength(0);
  });

  it("asks before the page's own navigation and lets that one through", () => {
    const { result } = renderHook(() => useLeaveGuard(true));
    const go = vi.fn(() => navigate());
    act(() => result.current.confirmThen(go));
    expect(result.current.asking).toBe(true);
    expect(go).not.toHaveBeenCalled();
    act(() => result.current.leave());
    expect(go).toHaveBeenCalledOnce();
    expect(go.mock.results[0]!.value).toHaveLength(0);
    // The next navigation is asked about again.
    expect(navigate()).toHaveLength(1);
  });

  it('runs the navigation at once when there is nothing to lose', () => {
    const { result } = renderHook(() => useLeaveGuard(false));
    const go = vi.fn();
    act(() => result.current.confirmThen(go));
    expect(go).toHaveBeenCalledOnce();
    expect(result.current.asking).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderHook(() => useLeaveGuard(true));
    unmount();
    expect(navigate()).toHaveLength(0);
  });
});

describe('useWarnBeforeUnload', () => {
  it("asks the browser's question only while active", () => {
    const { rerender } = renderHook(({ active }) => useWarnBeforeUnload(active), {
      initialProps: { active: false },
    });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    rerender({ active: true });
    expect(unload()).toBe(true);
    rerender({ active: false });
    expect(unload()).toBe(false);
  });
});
