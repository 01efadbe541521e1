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
    // The song forms have some thirty fields typed into through the mock API: on a busy
    // 2-core machine a test can need more than vitest's default 5 s without anything wrong.
    testTimeout: 30_000,
  },
});
