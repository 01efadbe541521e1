import { remoteRoutes } from '@levita/contracts/paths';

/** The remote's routes, relative to its base path: the contracts' patterns. */
export const paths = {
  reports: { path: remoteRoutes.reports.reports, getHref: () => remoteRoutes.reports.reports },
} as const;
