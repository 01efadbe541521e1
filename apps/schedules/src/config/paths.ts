import { remoteRoutes } from '@levita/contracts/paths';

/** The remote's routes, relative to its base path: the contracts' patterns. */
export const paths = {
  schedules: { path: remoteRoutes.schedules.list, getHref: () => remoteRoutes.schedules.list },
} as const;
