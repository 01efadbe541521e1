export * from './harness-settings';
export * from './mount-standalone';
export * from './standalone-harness';
