export * from './present';
export * from './presence-answer';
export * from './records';
export * from './schedule';
export * from './schedule-rights';
