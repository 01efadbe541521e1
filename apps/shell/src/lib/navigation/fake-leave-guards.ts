import { vi } from 'vitest';

/**
 * For tests: the shell's leave guards with one page that has unsaved changes (or none);
 * `answer` settles the question the last `askToLeave` opened.
 */
export function fakeLeaveGuards(guarded: boolean) {
  let answer: (leave: boolean) => void = () => undefined;
  const askToLeave = vi.fn(
    () =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
      }),
  );
  return { leaveIsGuarded: () => guarded, askToLeave, answer: (leave: boolean) => answer(leave) };
}
