export * from './demo-remote-props';
