export * from './participation-report';
export * from './report-period';
export * from './songs-report';
export * from './report-order';
