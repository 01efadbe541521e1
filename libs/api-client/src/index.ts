export * from './api-error';
export * from './health/get-health';
export * from './http-client';
