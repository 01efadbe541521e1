import { fillPath, remoteRoutes } from '@levita/contracts/paths';

const routes = remoteRoutes.schedules;
type ScheduleId = number | string;

/**
 * Every route of the remote, relative to the base path the shell mounts it under: the
 * contracts' patterns (the shell's weekly widget links to the same ones).
 */
export const paths = {
  /** The list; its search, month, year and page live in the query string. */
  list: { path: routes.list, getHref: () => routes.list },
  newSchedule: { path: routes.newSchedule, getHref: () => routes.newSchedule },
  templates: { path: routes.templates, getHref: () => routes.templates },
  schedule: {
    path: routes.schedule,
    getHref: (id: ScheduleId) => fillPath(routes.schedule, { escalaId: id }),
  },
  editSchedule: {
    path: routes.editSchedule,
    getHref: (id: ScheduleId) => fillPath(routes.editSchedule, { escalaId: id }),
  },
  /** The printable setlist, the detail's export. */
  setlist: {
    path: routes.setlist,
    getHref: (id: ScheduleId) => fillPath(routes.setlist, { escalaId: id }),
  },
  /** A scheduled song's chart in the schedule's key, with the songs before and after it. */
  songChart: {
    path: routes.songChart,
    getHref: (id: ScheduleId, order: number) =>
      fillPath(routes.songChart, { escalaId: id, ordem: order }),
  },
  /** Stage mode, at the song in that place of the setlist (the first by default). */
  stage: {
    path: routes.stage,
    getHref: (id: ScheduleId, position?: number) =>
      fillPath(routes.stage, { escalaId: id }) + (position ? `?musica=${position}` : ''),
  },
} as const;
