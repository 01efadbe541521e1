import { start } from 'single-spa';
import { mountLandingFirstVisit } from './features/first-visit/landing-first-visit';
import { remoteLoader } from './features/remotes/remote-loader';
import { isLandingPath } from './features/remotes/remote-routes';

// From here on every pushState/replaceState that changes the URL also fires popstate, so the
// shell's router and each remote's router follow the same history (design §2).
start({ urlRerouteOnly: true });

const element = document.getElementById('root');
if (!element) throw new Error('index.html needs a #root element');
const root = element;

let started = false;
/** The whole shell: loaded on demand, so the landing page's first visit does not pay for it. */
function startApp() {
  if (started) return;
  started = true;
  // No JSX here: even React's JSX runtime would land in the first visit's download.
  void import('./app/start-app').then(({ startApp }) => startApp(root));
}

if (isLandingPath(window.location.pathname)) {
  void mountLandingFirstVisit({ element: root, loader: remoteLoader, startApp });
} else {
  startApp();
}
