import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: { environment: 'happy-dom', setupFiles: ['./src/setup.ts'], isolate: false },
});
