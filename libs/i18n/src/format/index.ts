export * from './format-date';
export * from './format-number';
export * from './local-date';
export * from './use-formatters';
