export * from './present';
export * from './records';
export * from './schedule';
export * from './schedule-rights';
