import { useCopyText } from '@levita/ui';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends a schedule's text on (the setlist, the detail's "Compartilhar"): the phone's share
 * sheet where the browser has one (WhatsApp is one tap away there), else the clipboard, with
 * a confirmation. A share the user cancels is no failure; a share the browser refuses falls
 * back to the clipboard.
 */
export function useShareText(title: string, text: string) {
  const clipboard = useCopyText();

  const copy = () => clipboard.copy(text);

  const share = async () => {
    clipboard.reset();
    try {
      await navigator.share({ title, text });
    } catch (error) {
      if (!isCancel(error)) await copy();
    }
  };

  return {
    canShare: canShare(),
    share,
    copy,
    copied: clipboard.copied,
    copyFailed: clipboard.copyFailed,
  };
}
