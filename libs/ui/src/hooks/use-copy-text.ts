import { useCallback, useState } from 'react';
import { useTimedFlag } from './use-timed-flag';

/** How long "copied" stays on screen. */
export const COPIED_NOTICE_MS = 4000;

/**
 * Copies text to the clipboard and says how it went: `copied` stays up for `noticeMs` (a new
 * copy restarts it), `copyFailed` when the browser refused (an insecure page, a denied
 * permission), for the caller to offer another way.
 */
export function useCopyText(noticeMs = COPIED_NOTICE_MS) {
  const copied = useTimedFlag(noticeMs);
  const [copyFailed, setCopyFailed] = useState(false);
  const { raise, lower } = copied;

  const reset = useCallback(() => {
    lower();
    setCopyFailed(false);
  }, [lower]);

  const copy = useCallback(
    async (text: string) => {
      reset();
      try {
        await navigator.clipboard.writeText(text);
        raise();
        return true;
      } catch {
        setCopyFailed(true);
        return false;
      }
    },
    [raise, reset],
  );

  return { copy, reset, copied: copied.up, copyFailed };
}
