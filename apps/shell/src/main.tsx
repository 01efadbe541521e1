import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app/app';

// From here on every pushState/replaceState that changes the URL also fires popstate, so the
// shell's router and each remote's router follow the same history (design §2). It starts
// before anything listens to popstate, not lazily with the first remote: single-spa holds back
// the popstate listeners added after it loads until it has rerouted, and a shell router added
// before it would hear each change ahead of the remotes (a remote's leave guard, asked to stay,
// then lost the page; e2e repertoire "going back asks first").
start({ urlRerouteOnly: true });

const element = document.getElementById('root');
if (!element) throw new Error('index.html needs a #root element');
createRoot(element).render(<App />);
