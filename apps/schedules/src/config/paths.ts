import { remoteRoutes } from '@levita/contracts/paths';

const routes = remoteRoutes.schedules;

/** Every route of the remote, relative to its base path; the patterns live in contracts. */
export const paths = {
  home: { path: routes.list, getHref: () => routes.list },
} as const;
