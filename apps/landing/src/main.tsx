import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPageRoot } from './page/landing-page-root';

const element = document.getElementById('root');
if (!element) throw new Error('index.html needs a #root element');
const root = element;

function mount() {
  const build = {
    name: import.meta.env.LEVITA_REMOTE_NAME,
    version: import.meta.env.LEVITA_REMOTE_VERSION,
  };
  // In a transition React renders in slices, leaving the browser room between them: a phone
  // gets no single long task for the page (Lighthouse's total blocking time).
  startTransition(() => createRoot(root).render(<LandingPageRoot build={build} />));
}

// `vite serve` answers the newsletter with the mock API (unless VITE_API_URL names a real
// one); the branch is dropped from builds, which carry no mocks.
if (import.meta.env.DEV && !import.meta.env['VITE_API_URL']) {
  void import('@levita/testing/browser').then(({ startMockApi }) => startMockApi()).then(mount);
} else {
  mount();
}
