export * from './functions';
export * from './members';
export * from './ministry';
export * from './standing';
export * from './member-functions';
