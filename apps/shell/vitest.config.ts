import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Files share one module graph and page per worker: loading them again for every file was
// two thirds of the suite's time (docs/operations.md, "CI's time"). The files that replace a
// module (vi.mock) keep their own graph, or the replacement would reach the files after them.
const mockingFiles = [
  'src/app/preload-page.test.ts',
  'src/features/auth/components/login-page.test.tsx',
];
const shared: TestProjectInlineConfiguration = {
  plugins: [react()],
  test: { environment: 'happy-dom', setupFiles: ['@levita/testing/setup'] },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'shared-modules',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mockingFiles,
          isolate: false,
        },
      },
      { ...shared, test: { ...shared.test, name: 'own-modules', include: mockingFiles } },
    ],
  },
});
