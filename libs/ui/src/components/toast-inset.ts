import { type RefObject, useLayoutEffect } from 'react';

/** CSS variable holding how far from the top of the window the toasts start. */
export const toastTopInsetVar = '--levita-toast-top-inset';

/**
 * Keeps the toasts below the element (the app's top bar, stuck to the top of the window), so
 * a toast never covers the language selector or the user's name. The bar's height changes
 * with the window's width and with its menu opening on phones: it is measured again on every
 * resize.
 */
export function useToastsBelow(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      root.style.setProperty(toastTopInsetVar, `${height}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(toastTopInsetVar);
    };
  }, [ref]);
}
