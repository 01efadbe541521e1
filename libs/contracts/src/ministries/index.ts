export * from './functions';
export * from './member-functions';
export * from './members';
export * from './ministry';
export * from './present';
export * from './records';
export * from './standing';
export * from './ownership';
