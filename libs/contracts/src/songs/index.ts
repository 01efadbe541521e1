export * from './catalogue';
export * from './keys';
export * from './present-song';
export * from './song';
export * from './song-record';
export * from './song-search';
export * from './song-writes';
