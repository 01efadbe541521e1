export * from './app-vite-config';
export * from './shared-dependencies';
