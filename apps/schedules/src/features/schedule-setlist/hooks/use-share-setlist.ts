import { useState } from 'react';
import { useTimedFlag } from './use-timed-flag';

/** How long "copied" stays on screen. */
export const COPIED_NOTICE_MS = 4000;

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends the setlist's text on: the phone's share sheet where the browser has one (WhatsApp is
 * one tap away there), else the clipboard, with a confirmation. A share the user cancels is
 * no failure; a share the browser refuses falls back to the clipboard.
 */
export function useShareSetlist(title: string, text: string) {
  const copied = useTimedFlag(COPIED_NOTICE_MS);
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async () => {
    copied.lower();
    setCopyFailed(false);
    try {
      await navigator.clipboard.writeText(text);
      copied.raise();
    } catch {
      // No clipboard (an insecure page, a refused permission): printing is still there.
      setCopyFailed(true);
    }
  };

  const share = async () => {
    copied.lower();
    setCopyFailed(false);
    try {
      await navigator.share({ title, text });
    } catch (error) {
      if (!isCancel(error)) await copy();
    }
  };

  return { canShare: canShare(), share, copy, copied: copied.up, copyFailed };
}
