import { remoteViteConfig } from '@levita/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({ name: 'members', appDir: import.meta.dirname, devPort: 4204 }),
);
