import { preloadTexts } from '@levita/i18n';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app/app';
import { preloadPageAt } from './app/app-routes';
import { loadTexts } from './config/texts';
import { watchInstallOffer } from './lib/install/install-offer';
import { installBackForwardGuard } from './lib/navigation/back-forward-guard';
import { createGuardedHistory } from './lib/navigation/guarded-history';
import { usePreferences } from './lib/preferences-store';

// Every way out of a page with unsaved changes asks first: the shell's own navigations through
// its router's history, Back and Forward through a popstate listener that must hear them before
// anyone else, single-spa included (its reroute runs the routers in the microtasks between two
// listeners of the same event), so it goes first.
const history = createGuardedHistory();
installBackForwardGuard();

// From here on every pushState/replaceState that changes the URL also fires popstate, so the
// shell's router and each remote's router follow the same history (design §2). It starts
// before any router listens to popstate, not lazily with the first remote: single-spa holds
// back the popstate listeners added after it loads until it has rerouted, and a shell router
// added before it would hear each change ahead of the remotes.
start({ urlRerouteOnly: true });

// The first page's code and the texts of its language travel together, before React's first
// render (which would ask for the texts, and only once they are in, for the page). A failed
// download shows where the page renders, not here.
preloadPageAt(window.location.pathname);
preloadTexts(loadTexts, usePreferences.getState().locale);

// The browser offers the install once, early; the profile's button uses it later.
watchInstallOffer();

const element = document.getElementById('root');
if (!element) throw new Error('index.html needs a #root element');
// In a transition React renders in slices and lets the browser breathe between them: a phone
// gets no single long task for the first page (Lighthouse's total blocking time).
startTransition(() => createRoot(element).render(<App history={history} />));
