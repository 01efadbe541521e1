export * from './fields';
export * from './google';
export * from './newsletter';
export * from './password-recovery';
export * from './password-strength';
export * from './profile';
export * from './session';
export * from './user';
