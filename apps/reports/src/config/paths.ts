import { remoteRoutes } from '@levita/contracts/paths';

const routes = remoteRoutes.reports;

/** Every route of the remote, relative to its base path; the patterns live in contracts. */
export const paths = {
  /** One page; its period, tab, member filter and song limit live in the query string. */
  reports: { path: routes.reports, getHref: () => routes.reports },
} as const;

/**
 * The query string of the reports page (Portuguese, like the API's parameters): a report can
 * be shared and reloaded as it is on screen.
 */
export const reportParams = {
  month: 'mes',
  year: 'ano',
  tab: 'aba',
  member: 'membro',
  limit: 'limite',
} as const;
