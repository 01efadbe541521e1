export * from './i18n-instance';
export * from './react';
export * from './translate';
export * from './namespaces-of';
