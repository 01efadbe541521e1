export * from './render-with-providers';
