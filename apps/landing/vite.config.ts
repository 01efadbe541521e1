import { remoteViteConfig } from '@levita/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(
  remoteViteConfig({
    name: 'landing',
    appDir: import.meta.dirname,
    devPort: 4202,
    // The landing uses React and nothing else that is shared: declaring the workspace
    // libraries would download them with its entry (docs/performance.md).
    shares: ['react', 'react-dom'],
    // index.html is the public pages' own page (docs/landing.md): no federation host in it.
    ownPage: true,
  }),
);
