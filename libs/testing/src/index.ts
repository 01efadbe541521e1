// Node side of the test kit (component tests). The standalone harness in a browser uses
// '@levita/testing/browser'; neither pulls in the other's MSW flavour.
export * from './mock-api';
export * from './node/mock-api-server';
export * from './node/edit-conflicts';
export * from './node/watch-requests';
export * from './render/render-with-providers';
export * from './downloads/capture-downloads';
