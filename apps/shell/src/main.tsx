import { preloadTexts } from '@levita/i18n';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app/app';
import { preloadPageAt } from './app/app-routes';
import { loadTexts } from './config/texts';
import { usePreferences } from './lib/preferences-store';

// From here on every pushState/replaceState that changes the URL also fires popstate, so the
// shell's router and each remote's router follow the same history (design §2). It starts
// before anything listens to popstate, not lazily with the first remote: single-spa holds back
// the popstate listeners added after it loads until it has rerouted, and a shell router added
// before it would hear each change ahead of the remotes (a remote's leave guard, asked to stay,
// then lost the page; e2e repertoire "going back asks first").
start({ urlRerouteOnly: true });

// The first page's code and the texts of its language travel together, before React's first
// render (which would ask for the texts, and only once they are in, for the page). A failed
// download shows where the page renders, not here.
preloadPageAt(window.location.pathname);
preloadTexts(loadTexts, usePreferences.getState().locale);

const element = document.getElementById('root');
if (!element) throw new Error('index.html needs a #root element');
// In a transition React renders in slices and lets the browser breathe between them: a phone
// gets no single long task for the first page (Lighthouse's total blocking time).
startTransition(() => createRoot(element).render(<App />));
