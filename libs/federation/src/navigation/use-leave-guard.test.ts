import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeaveQuestion } from '../remote-props';
import { useLeaveQuestion } from './use-leave-guard';
import { useWarnBeforeUnload } from './use-warn-before-unload';

/** What the shell keeps: the questions registered now. */
function fakeShell() {
  const questions: LeaveQuestion[] = [];
  const guardLeave = vi.fn((ask: LeaveQuestion) => {
    questions.push(ask);
    return () => void questions.splice(questions.indexOf(ask), 1);
  });
  return { guardLeave, questions };
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveQuestion', () => {
  it('registers nothing while there is nothing to lose', () => {
    const shell = fakeShell();
    const { result } = renderHook(() => useLeaveQuestion(false, shell.guardLeave));
    expect(shell.questions).toHaveLength(0);
    expect(result.current.asking).toBe(false);
    expect(unload()).toBe(false);
  });

  it("registers while active: the shell's question opens the page's dialog; staying answers false", async () => {
    const shell = fakeShell();
    const { result } = renderHook(() => useLeaveQuestion(true, shell.guardLeave));
    expect(shell.questions).toHaveLength(1);
    let answer!: Promise<boolean>;
    act(() => {
      answer = shell.questions[0]!();
    });
    expect(result.current.asking).toBe(true);
    act(() => result.current.stay());
    expect(result.current.asking).toBe(false);
    await expect(answer).resolves.toBe(false);
    expect(shell.questions).toHaveLength(1);
  });

  it('leaving answers true', async () => {
    const shell = fakeShell();
    const { result } = renderHook(() => useLeaveQuestion(true, shell.guardLeave));
    let answer!: Promise<boolean>;
    act(() => {
      answer = shell.questions[0]!();
    });
    act(() => result.current.leave());
    await expect(answer).resolves.toBe(true);
  });

  it("asks before the page's own navigation, then lets go of the shell before it runs", async () => {
    const shell = fakeShell();
    const { result } = renderHook(() => useLeaveQuestion(true, shell.guardLeave));
    const go = vi.fn(() => shell.questions.length);
    act(() => result.current.confirmThen(go));
    expect(result.current.asking).toBe(true);
    expect(go).not.toHaveBeenCalled();
    await act(async () => result.current.leave());
    expect(go).toHaveBeenCalledOnce();
    // The shell would not ask a second time on the way out.
    expect(go.mock.results[0]!.value).toBe(0);
  });

  it('staying on its own navigation runs nothing', async () => {
    const shell = fakeShell();
    const { result } = renderHook(() => useLeaveQuestion(true, shell.guardLeave));
    const go = vi.fn();
    act(() => result.current.confirmThen(go));
    await act(async () => result.current.stay());
    expect(go).not.toHaveBeenCalled();
    expect(shell.questions).toHaveLength(1);
  });

  it('runs the navigation at once when there is nothing to lose', () => {
    const { result } = renderHook(() => useLeaveQuestion(false, fakeShell().guardLeave));
    const go = vi.fn();
    act(() => result.current.confirmThen(go));
    expect(go).toHaveBeenCalledOnce();
    expect(result.current.asking).toBe(false);
  });

  it('lets go when the changes are saved or the page goes, and answers an open question', async () => {
    const shell = fakeShell();
    const { rerender, unmount } = renderHook(
      ({ active }) => useLeaveQuestion(active, shell.guardLeave),
      { initialProps: { active: true } },
    );
    expect(unload()).toBe(true);
    rerender({ active: false });
    expect(shell.questions).toHaveLength(0);
    expect(unload()).toBe(false);

    rerender({ active: true });
    let answer!: Promise<boolean>;
    act(() => {
      answer = shell.questions[0]!();
    });
    unmount();
    expect(shell.questions).toHaveLength(0);
    // Nobody is left to answer: the router must not wait for ever.
    await expect(answer).resolves.toBe(true);
  });

  it('still asks for its own links when the shell offers no guard (an older shell)', () => {
    const { result } = renderHook(() => useLeaveQuestion(true, undefined));
    const go = vi.fn();
    act(() => result.current.confirmThen(go));
    expect(result.current.asking).toBe(true);
    expect(unload()).toBe(true);
  });
});

describe('useWarnBeforeUnload', () => {
  it("asks the browser's question only while active", () => {
    const { rerender } = renderHook(({ active }) => useWarnBeforeUnload(active), {
      initialProps: { active: false },
    });
    expect(unload()).toBe(false);
    rerender({ active: true });
    expect(unload()).toBe(true);
    rerender({ active: false });
    expect(unload()).toBe(false);
  });
});
