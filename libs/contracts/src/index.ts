export * from './accounts';
export * from './api-error';
export * from './health';
export * from './ministries';
export * from './remote-manifest';
export * from './songs';
