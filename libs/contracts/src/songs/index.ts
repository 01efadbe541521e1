export * from './catalogue';
export * from './song';
