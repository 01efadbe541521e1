import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app/app';

// From here on every pushState/replaceState that changes the URL also fires popstate, so the
// shell's router and each remote's router follow the same history (design §2).
start({ urlRerouteOnly: true });

const element = document.getElementById('root');
if (!element) throw new Error('index.html needs a #root element');
createRoot(element).render(<App />);
