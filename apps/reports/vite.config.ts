import { remoteViteConfig } from '@levita/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({ name: 'reports', appDir: import.meta.dirname, devPort: 4205 }),
);
