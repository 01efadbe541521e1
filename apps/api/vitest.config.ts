import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/*
 * Files that replace a module (vi.mock, vi.unmock) get a module graph of their own; the rest
 * share one per worker. Loading the app's modules again for every file was a third of the
 * suite's time, and the app keeps no state in its modules that one file could leave to the
 * next (each test builds its apps, test/setup/test-end.ts closes them).
 */
const mockingFiles = ['test/accounts.test.ts', 'test/ministries.test.ts'];

const shared: TestProjectInlineConfiguration['test'] = {
  setupFiles: ['test/setup/fast-password-hashing.ts', 'test/setup/test-end.ts'],
  environment: 'node',
  // A test builds the app and runs its queries on a real database (SQLite or PostgreSQL): on
  // a busy 2-core machine a few take more than vitest's default 5 s without anything wrong.
  testTimeout: 20_000,
  hookTimeout: 20_000,
};

export default defineConfig({
  test: {
    globalSetup: ['test/setup/temporary-folder.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'shared-modules',
          include: ['test/**/*.test.ts'],
          exclude: mockingFiles,
          isolate: false,
        },
      },
      { test: { ...shared, name: 'own-modules', include: mockingFiles } },
    ],
  },
});
