export * from './accounts';
export * from './api-error';
export * from './health';
export * from './remote-manifest';
