export * from './bpm-field';
export * from './category-picker';
export * from './duration-field';
export * from './key-select';
export * from './song-field-rules';
export * from './song-draft';
export * from './song-field-values';
export * from './song-link-fields';
