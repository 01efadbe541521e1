import { remoteRoutes } from '@levita/contracts/paths';

const routes = remoteRoutes.reports;

/** Every route of the remote, relative to its base path; the patterns live in contracts. */
export const paths = {
  home: { path: routes.reports, getHref: () => routes.reports },
} as const;
