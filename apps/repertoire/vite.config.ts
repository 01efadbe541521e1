import { remoteViteConfig } from '@levita/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({ name: 'repertoire', appDir: import.meta.dirname, devPort: 4201 }),
);
