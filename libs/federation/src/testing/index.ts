export * from './demo-remote-props';
export * from './with-remote-props';
export * from './render-remote-page';
export * from './shell-leave-guards';
