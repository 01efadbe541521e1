export * from './present';
export * from './unavailability';
