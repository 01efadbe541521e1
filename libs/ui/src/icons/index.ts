export * from './function-icon';
export * from './function-icons';
export * from './svg-icon';
