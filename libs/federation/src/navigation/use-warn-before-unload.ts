import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks the browser's own "leave the page?"
 * question (the text is the browser's; it cannot be customised).
 */
export function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
