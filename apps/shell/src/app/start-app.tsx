import { createRoot } from 'react-dom/client';
import { App } from './app';

/** Renders the whole shell; main.tsx loads this module only when the page needs it. */
export function startApp(element: HTMLElement) {
  createRoot(element).render(<App />);
}
