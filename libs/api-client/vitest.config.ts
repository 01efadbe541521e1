import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Node by default: the client only needs fetch, which MSW intercepts. Hook tests ask for
// happy-dom in their own first line.
export default defineConfig({
  plugins: [react()],
  test: { environment: 'node', isolate: false },
});
