export * from './function-icon';
export * from './function-icons';
export * from './music-notes-icon';
export * from './svg-icon';
