import { shellViteConfig } from '@levita/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(shellViteConfig({ appDir: import.meta.dirname, devPort: 4200 }));
