export * from './chord-chart';
