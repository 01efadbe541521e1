export * from './app-vite-config';
export * from './mock-service-worker';
export * from './shared-dependencies';
