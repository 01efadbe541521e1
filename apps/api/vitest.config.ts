import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup/fast-password-hashing.ts'],
    environment: 'node',
    // A test builds the app and runs its queries on a real database (SQLite or PostgreSQL): on
    // a busy 2-core machine a few take more than vitest's default 5 s without anything wrong.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
