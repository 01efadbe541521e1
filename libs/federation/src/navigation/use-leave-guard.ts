import { useCallback, useEffect, useRef, useState } from 'react';

/** What single-spa puts in `single-spa:before-routing-event` (v6). */
interface BeforeRoutingDetail {
  oldUrl: string;
  newUrl: string;
  cancelNavigation?: (cancel: boolean | Promise<boolean>) => void;
}

export const beforeRoutingEvent = 'single-spa:before-routing-event';

export interface LeaveGuard {
  /** A navigation waits for the user's answer: show the "discard changes?" question. */
  asking: boolean;
  /** Stay: the navigation is cancelled and the URL put back. */
  stay: () => void;
  /** Leave: the navigation goes on. */
  leave: () => void;
  /** Asks first, then runs `go` (a navigation of the page's own) if the user leaves. */
  confirmThen: (go: () => void) => void;
}

/**
 * Asks before any navigation while `active` (unsaved changes): links of the shell and of the
 * remotes, and the browser's Back and Forward. single-spa reports every route change before
 * any router sees it, and holds it while a `cancelNavigation` promise is pending; the shell
 * starts single-spa, so this works wherever a remote is mounted. Closing or reloading the tab
 * is the browser's own question (useWarnBeforeUnload).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const [asking, setAsking] = useState(false);
  // What to do with the answer: settle single-spa's pending navigation, or start the page's own.
  const onAnswer = useRef<((leave: boolean) => void) | null>(null);
  // A navigation the page started after asking itself: let it through once.
  const allowNext = useRef(false);

  const ask = useCallback((then: (leave: boolean) => void) => {
    onAnswer.current = then;
    setAsking(true);
  }, []);

  useEffect(() => {
    if (!active) return;
    const onBeforeRouting = (event: Event) => {
      const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
      // single-spa reroutes again after a cancel, to the URL it put back: nothing to ask.
      if (!detail?.cancelNavigation || detail.oldUrl === detail.newUrl) return;
      if (allowNext.current) {
        allowNext.current = false;
        return;
      }
      detail.cancelNavigation(new Promise<boolean>((resolve) => ask((leave) => resolve(!leave))));
    };
    window.addEventListener(beforeRoutingEvent, onBeforeRouting);
    return () => window.removeEventListener(beforeRoutingEvent, onBeforeRouting);
  }, [active, ask]);

  const respond = useCallback((leave: boolean) => {
    const then = onAnswer.current;
    onAnswer.current = null;
    setAsking(false);
    then?.(leave);
  }, []);

  const confirmThen = useCallback(
    (go: () => void) => {
      if (!active) {
        go();
        return;
      }
      ask((leave) => {
        if (!leave) return;
        allowNext.current = true;
        go();
      });
    },
    [active, ask],
  );

  return {
    asking,
    stay: useCallback(() => respond(false), [respond]),
    leave: useCallback(() => respond(true), [respond]),
    confirmThen,
  };
}
