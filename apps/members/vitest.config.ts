import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Files share one module graph and page per worker: loading them again for every file was
  // two thirds of the suite's time (docs/operations.md, "CI's time").
  test: { environment: 'happy-dom', setupFiles: ['@levita/testing/setup'], isolate: false },
});
