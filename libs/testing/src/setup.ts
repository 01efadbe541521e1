import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fixHappyDom } from './happy-dom-fixes';

// `findBy…` and `waitFor` wait up to 5 s instead of 1: pages load with their route
// (`lazyPage`), and on a busy 2-core CI machine, with several test files running at once,
// transforming a page's modules on first import took longer than a second (repertoire
// "opens /nova for admin rights" failed there). A wait still ends as soon as it succeeds.
configure({ asyncUtilTimeout: 5_000 });

fixHappyDom();

afterEach(() => cleanup());
