export * from './present';
export * from './unavailability';
export * from './own-row';
