import { lazy } from 'react';

/**
 * The auto-fill dialog, loaded with the first click that opens it: most who open a schedule
 * or the list never fill a team. The detail and the list share this one declaration.
 */
export const LazyAutoFillDialog = lazy(() =>
  import('./auto-fill-dialog').then((module) => ({ default: module.AutoFillDialog })),
);
