import { fillPath, remoteRoutes } from '@levita/contracts/paths';

const routes = remoteRoutes.members;
type MemberId = number | string;

/**
 * The remote's routes, relative to the ministry it is mounted at (it spans three sections):
 * the contracts' patterns, which the shell's menu and the other remotes' links read too.
 */
export const paths = {
  members: { path: routes.members, getHref: () => routes.members },
  functions: { path: routes.functions, getHref: () => routes.functions },
  /** `?membro=` opens one member's list (an admin's view of someone else's periods). */
  unavailability: {
    path: routes.unavailability,
    getHref: (memberId?: MemberId) =>
      memberId === undefined
        ? routes.unavailability
        : `${routes.unavailability}?membro=${encodeURIComponent(String(memberId))}`,
  },
  memberFunctions: {
    path: routes.memberFunctions,
    getHref: (memberId: MemberId) => fillPath(routes.memberFunctions, { membroId: memberId }),
  },
  /** Part 2 §2: redirects to the unavailability section (with that member's list). */
  memberUnavailability: { path: routes.memberUnavailability },
} as const;
