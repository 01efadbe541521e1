export * from './components/button';
export * from './components/empty-state';
export * from './components/error-panel';
export * from './components/page-skeleton';
export * from './theme/global-style';
export * from './theme/levita-theme-provider';
export * from './theme/tokens';
