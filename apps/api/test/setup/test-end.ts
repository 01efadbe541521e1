import { afterAll, afterEach } from 'vitest';

/*
 * Setup files run before every test file, also where the files of a worker share their
 * modules (vitest.config.ts): hooks registered here hold for every file. The helper is
 * imported when a hook runs, not before the file: a file that replaces one of the app's
 * modules (vi.mock) must be the first to load it.
 */
const helper = () => import('../helper');

afterEach(async () => (await helper()).runTestEndCleanups());
afterAll(async () => (await helper()).dropFileSchemas());
