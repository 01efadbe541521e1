// No zod here: `@levita/contracts/paths` serves pages that must not download the schemas.
export * from './api-paths';
export * from './fill-path';
export * from './ministry-sections';
