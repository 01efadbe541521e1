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
  createRoot(root).render(<LandingPageRoot build={build} />);
}

// `vite serve` answers the newsletter with the mock API (unless VITE_API_URL names a real
// one); the branch is dropped from builds, which carry no mocks.
if (import.meta.env.DEV && !import.meta.env['VITE_API_URL']) {
  void import('@levita/testing/browser').then(({ startMockApi }) => startMockApi()).then(mount);
} else {
  mount();
}
