import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { LeaveQuestion, RemoteProps } from '../remote-props';
import { RemotePropsContext } from '../remote-root/remote-props-context';
import { useWarnBeforeUnload } from './use-warn-before-unload';

export interface LeaveGuard {
  /** A navigation waits for the user's answer: show the "discard changes?" question. */
  asking: boolean;
  /** Stay: the navigation is called off and the page stays as it is. */
  stay: () => void;
  /** Leave: the navigation goes on. */
  leave: () => void;
  /** Asks first, then runs `go` (a navigation of the page's own) if the user leaves. */
  confirmThen: (go: () => void) => void;
}

/**
 * The question behind every leave guard, registered with whoever routes the page (`guardLeave`:
 * the shell, for a remote through its props; the shell's own forms with the shell's registry).
 * While `active` (unsaved changes), the router asks this page before it goes anywhere, and
 * closing or reloading the tab asks the browser's own question.
 */
export function useLeaveQuestion(
  active: boolean,
  guardLeave: RemoteProps['guardLeave'],
): LeaveGuard {
  const [asking, setAsking] = useState(false);
  // Settles the question that is open: the router's navigation, or the page's own.
  const answer = useRef<((leave: boolean) => void) | null>(null);
  const release = useRef<(() => void) | null>(null);

  const ask = useCallback<LeaveQuestion>(
    () =>
      new Promise<boolean>((resolve) => {
        // A second way out while the question is open replaces the first, which stays put.
        answer.current?.(false);
        answer.current = resolve;
        setAsking(true);
      }),
    [],
  );

  useEffect(() => {
    if (!active || !guardLeave) return;
    const end = guardLeave(ask);
    release.current = end;
    return () => {
      release.current = null;
      end();
    };
  }, [active, guardLeave, ask]);

  // A page taken away with the question open (the session ended) must not hold the router.
  useEffect(() => () => answer.current?.(true), []);

  useWarnBeforeUnload(active);

  const respond = useCallback((leave: boolean) => {
    const settle = answer.current;
    answer.current = null;
    setAsking(false);
    settle?.(leave);
  }, []);

  const confirmThen = useCallback(
    (go: () => void) => {
      if (!active) {
        go();
        return;
      }
      void ask().then((leave) => {
        if (!leave) return;
        // The person said leave: the router must not ask a second time on the way out.
        release.current?.();
        release.current = null;
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

/**
 * Asks before leaving a remote's page while `active` (unsaved changes), whichever way out is
 * taken: the page's own links (`confirmThen`), and through the shell its side menu and top
 * bar, another remote's link, Back and Forward; closing the tab asks the browser's question.
 * The page renders the question (`asking`, `stay`, `leave`) in its own words.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  return useLeaveQuestion(active, useContext(RemotePropsContext)?.guardLeave);
}
