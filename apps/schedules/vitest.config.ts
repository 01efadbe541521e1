import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['@levita/testing/setup'],
    // Files share one module graph and page per worker: loading them again for every file was
    // two thirds of the suite's time (docs/operations.md, "CI's time").
    isolate: false,
    // As in the repertoire: the first render of a page file, through the mock API, can take
    // more than vitest's default 5 s on a busy 2-core machine without anything being wrong.
    testTimeout: 30_000,
  },
});
