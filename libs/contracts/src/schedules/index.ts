export * from './present';
export * from './presence-answer';
export * from './records';
export * from './schedule';
export * from './schedule-rights';
export * from './double-booking';
export * from './substitutes';
export * from './save-check';
