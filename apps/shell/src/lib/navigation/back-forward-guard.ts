import type { LeaveGuards } from '@levita/federation/leave-guards';
import { askToLeave, leaveIsGuarded } from './leave-guards';

/** react-router numbers each history entry it makes (`idx` in history.state); 0 is the first. */
function entryIndex(): number | null {
  const state: unknown = window.history.state;
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/** single-spa's own popstate, fired after a pushState/replaceState that moved the URL. */
function isSingleSpaEcho(event: PopStateEvent): boolean {
  return (event as PopStateEvent & { singleSpa?: boolean }).singleSpa === true;
}

/**
 * Back and Forward while a page would lose unsaved changes. The browser has moved the URL
 * before anyone hears of it, and every router (the shell's, each remote's) follows popstate;
 * so this listener hears it first, keeps it from everyone else, moves the history back to the
 * entry the page is on and asks. Leaving replays the move, heard by all. Call once, after the
 * shell's router history exists (it numbers the first entry) and before single-spa starts: the
 * listeners of one event run in the order they were added, and single-spa's reroute (the
 * routers included) runs in the microtasks right after its own.
 */
export function installBackForwardGuard(
  guards: Pick<LeaveGuards, 'leaveIsGuarded' | 'askToLeave'> = { leaveIsGuarded, askToLeave },
) {
  let current = entryIndex();
  // The popstate of our own history.go back to `current`: nobody else must hear it.
  let swallowNext = false;
  let replaying = false;

  const onPopState = (event: PopStateEvent) => {
    if (isSingleSpaEcho(event)) {
      current = entryIndex();
      return;
    }
    if (swallowNext) {
      swallowNext = false;
      event.stopImmediatePropagation();
      return;
    }
    const target = entryIndex();
    const ask = !replaying && guards.leaveIsGuarded() && target !== null && current !== null;
    replaying = false;
    if (!ask || target === current) {
      current = target;
      return;
    }
    event.stopImmediatePropagation();
    const delta = current! - target!;
    swallowNext = true;
    window.history.go(delta);
    void guards.askToLeave().then((leave) => {
      if (!leave) return;
      replaying = true;
      window.history.go(-delta);
    });
  };

  window.addEventListener('popstate', onPopState);
  return () => window.removeEventListener('popstate', onPopState);
}
