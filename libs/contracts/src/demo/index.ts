/*
 * The one demo world: its people, its two ministries with their members and songs, and the
 * password every account signs in with. The mock API seeds its store from it (the standalone
 * harness and the component tests) and `npm start -- --demo` writes it into an empty database
 * (apps/api/src/demo), so both show the same team. Its own entry point, exported by no other,
 * so that no page bundles it; no zod here, only data and types.
 */
export * from './ministries';
export * from './people';
export * from './songs';
