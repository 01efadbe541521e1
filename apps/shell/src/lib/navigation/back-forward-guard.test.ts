import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBackForwardGuard } from './back-forward-guard';
import { fakeLeaveGuards as guards } from './fake-leave-guards';

/** The browser moved to the entry numbered `idx` (react-router's numbering) and says so. */
function browserMovesTo(idx: number, path: string, singleSpa = false) {
  window.history.replaceState({ idx }, '', path);
  const event = new PopStateEvent('popstate', { state: { idx } });
  if (singleSpa) Object.assign(event, { singleSpa: true });
  window.dispatchEvent(event);
}

/** A router of the page: it hears popstate after the guard (single-spa calls it later). */
function routerListening() {
  const heard = vi.fn();
  window.addEventListener('popstate', heard);
  return heard;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let uninstall: () => void = () => undefined;
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('installBackForwardGuard', () => {
  it('lets Back and Forward through while nothing would be lost', () => {
    window.history.replaceState({ idx: 3 }, '', '/a');
    const unsaved = guards(false);
    uninstall = installBackForwardGuard(unsaved);
    const router = routerListening();
    browserMovesTo(2, '/b');
    expect(router).toHaveBeenCalledOnce();
    expect(unsaved.askToLeave).not.toHaveBeenCalled();
    window.removeEventListener('popstate', router);
  });

  it('keeps Back from every router, returns to the entry and asks; staying stays', async () => {
    window.history.replaceState({ idx: 3 }, '', '/nova');
    const unsaved = guards(true);
    uninstall = installBackForwardGuard(unsaved);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    const router = routerListening();

    browserMovesTo(2, '/escalas');
    expect(router).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith(1);
    expect(unsaved.askToLeave).toHaveBeenCalledOnce();
    // The browser's answer to go(1): back on the form, heard by nobody.
    browserMovesTo(3, '/nova');
    expect(router).not.toHaveBeenCalled();

    unsaved.answer(false);
    await flush();
    expect(go).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', router);
  });

  it('leaving replays the move, heard by every router; Forward counts the other way', async () => {
    window.history.replaceState({ idx: 3 }, '', '/nova');
    const unsaved = guards(true);
    uninstall = installBackForwardGuard(unsaved);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    const router = routerListening();

    browserMovesTo(5, '/membros');
    expect(go).toHaveBeenLastCalledWith(-2);
    browserMovesTo(3, '/nova');
    unsaved.answer(true);
    await flush();
    expect(go).toHaveBeenLastCalledWith(2);
    browserMovesTo(5, '/membros');
    expect(router).toHaveBeenCalledOnce();
    window.removeEventListener('popstate', router);
  });

  it("follows the entries the routers push (single-spa's echo) without asking", () => {
    window.history.replaceState({ idx: 0 }, '', '/escalas');
    const unsaved = guards(false);
    uninstall = installBackForwardGuard(unsaved);
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    browserMovesTo(1, '/escalas/nova', true);
    const guarded = guards(true);
    uninstall();
    uninstall = installBackForwardGuard(guarded);
    browserMovesTo(0, '/escalas');
    expect(go).toHaveBeenCalledWith(1);
  });
});
