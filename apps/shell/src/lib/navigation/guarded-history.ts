import {
  type HistoryRouterProps,
  type To,
  UNSAFE_createBrowserHistory as createBrowserHistory,
} from 'react-router-dom';
import type { LeaveGuards } from '@levita/federation/leave-guards';
import { askToLeave, leaveIsGuarded } from './leave-guards';

/** react-router's history (its type is not exported by name). */
export type History = HistoryRouterProps['history'];

type Guards = Pick<LeaveGuards, 'leaveIsGuarded' | 'askToLeave'>;

/**
 * The browser history the shell's router navigates with, asking first when a page would lose
 * unsaved changes: the side menu, the top bar, the shell's pages and a remote's
 * RemoteProps.navigate all go through it. react-router's own blocker needs a data router,
 * which would add some 17 KiB to every page's first visit (docs/decisions.md); a history that
 * waits for the answer before it pushes is the same guarantee for a router that only
 * navigates. A change of search or hash on the same page is not leaving it.
 */
export function createGuardedHistory(guards: Guards = { leaveIsGuarded, askToLeave }): History {
  const history = createBrowserHistory({ v5Compat: true });
  const leavesPage = (to: To) => history.createURL(to).pathname !== history.location.pathname;
  const guarded = (move: (to: To, state?: unknown) => void) => (to: To, state?: unknown) => {
    if (!guards.leaveIsGuarded() || !leavesPage(to)) {
      move(to, state);
      return;
    }
    void guards.askToLeave().then((leave) => {
      if (leave) move(to, state);
    });
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    listen: (listener: Parameters<History['listen']>[0]) => history.listen(listener),
    createHref: (to: To) => history.createHref(to),
    createURL: (to: To) => history.createURL(to),
    encodeLocation: (to: To) => history.encodeLocation(to),
    go: (delta: number) => history.go(delta),
    push: guarded((to, state) => history.push(to, state)),
    replace: guarded((to, state) => history.replace(to, state)),
  };
}
