// Browser-safe: no msw/node, no testing-library. Both '@levita/testing' and
// '@levita/testing/browser' build on this.
export * from './calendar';
export * from './demo-data';
export * from './demo-store';
export * from './demo-world';
export { demoToken } from './handlers/accounts';
export * from './mock-api';
