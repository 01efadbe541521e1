import type { LeaveQuestion } from '../remote-props';

export interface LeaveGuards {
  /** What RemoteProps.guardLeave is: registers a page's question, gives back its release. */
  guardLeave: (ask: LeaveQuestion) => () => void;
  leaveIsGuarded: () => boolean;
  /**
   * True when nothing would be lost or the person chose to leave. Two ways out taken while the
   * question is open (a second click on the menu) share its answer.
   */
  askToLeave: () => Promise<boolean>;
}

/**
 * The pages that would lose unsaved changes if the router navigated now: the shell keeps one
 * (remotes register through RemoteProps.guardLeave, the shell's own forms directly), tests one
 * of their own. The latest page asks: one page is shown at a time, and a form opened over
 * another is the one the person is looking at.
 */
export function createLeaveGuards(): LeaveGuards {
  const questions: LeaveQuestion[] = [];
  let open: Promise<boolean> | null = null;
  return {
    guardLeave(ask) {
      questions.push(ask);
      return () => {
        const index = questions.indexOf(ask);
        if (index >= 0) questions.splice(index, 1);
      };
    },
    leaveIsGuarded: () => questions.length > 0,
    askToLeave() {
      const ask = questions.at(-1);
      if (!ask) return Promise.resolve(true);
      open ??= ask().finally(() => {
        open = null;
      });
      return open;
    },
  };
}
