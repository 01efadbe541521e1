import { remoteRoutes } from '@levita/contracts/paths';

/**
 * The remote's routes, relative to the ministry it is mounted at: the contracts' patterns,
 * which the shell's menu and links read too.
 */
export const paths = {
  members: {
    path: `${remoteRoutes.members.members}/*`,
    getHref: () => remoteRoutes.members.members,
  },
  functions: { path: remoteRoutes.members.functions },
  unavailability: { path: remoteRoutes.members.unavailability },
} as const;
