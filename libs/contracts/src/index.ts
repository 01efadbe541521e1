export * from './accounts';
export * from './api-error';
export * from './health';
export * from './id-params';
export * from './ministries';
export * from './remote-manifest';
export * from './songs';
