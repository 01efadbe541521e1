export * from './unavailability';
