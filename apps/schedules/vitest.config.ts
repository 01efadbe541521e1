import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['@levita/testing/setup'],
    // As in the repertoire: the first render of a page file, through the mock API, can take
    // more than vitest's default 5 s on a busy 2-core machine without anything being wrong.
    testTimeout: 30_000,
  },
});
