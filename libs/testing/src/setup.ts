import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { fixHappyDom } from './happy-dom-fixes';

// `findBy…` and `waitFor` wait up to 5 s instead of 1: pages load with their route
// (`lazyPage`), and on a busy 2-core CI machine, with several test files running at once,
// transforming a page's modules on first import took longer than a second (repertoire
// "opens /nova for admin rights" failed there). A wait still ends as soon as it succeeds.
configure({ asyncUtilTimeout: 5_000 });

fixHappyDom();

afterEach(() => cleanup());

// The component suites run their files one after another in one page (`isolate: false`), so
// each file leaves the page as a fresh one would be for the next: what the browser keeps
// (storage, cookies, clipboard, address, the root element's language and theme, what a portal
// left in the body) and what a test may have swapped (timers, globals, spies). The head stays:
// it holds the styles styled-components and fixHappyDom injected once for the whole worker.
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Files that run in Node (`@vitest-environment node`) have no page.
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  await navigator.clipboard?.writeText('');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  document.body.replaceChildren();
  document.title = '';
});
