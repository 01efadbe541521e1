import { useEffect, useRef } from 'react';
import type { ScheduleDraft } from '../../../utils/schedule-draft';

/** Part 2 §4: the availability check runs again 100 ms after the members tab opens. */
export const MEMBERS_RECHECK_DELAY_MS = 100;

/**
 * Each time the members tab opens, checks who became unavailable on the date since the
 * schedule was made (an absence registered after it), with the draft as it is then.
 */
export function useRecheckWhenOpen(
  open: boolean,
  draft: ScheduleDraft,
  recheck: (draft: ScheduleDraft) => Promise<unknown>,
) {
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => void recheck(latest.current), MEMBERS_RECHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, recheck]);
}
