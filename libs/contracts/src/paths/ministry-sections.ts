import type { RemoteName } from '../remote-manifest';
import { fillPath } from './fill-path';

/*
 * The ministry area's web paths (part 1 §2, part 2 §2), written once: the shell routes a
 * section to its remote and links into it (menu, shortcut tiles, the home's song search, the
 * weekly widget), and each remote routes the same patterns under the base path it is given.
 */

/**
 * Who finds a section in the ministry menu and shortcut tiles: everyone on the team, or admin
 * rights only (part 1 §2). What a page then lets each one do is the page's own rule.
 */
export type SectionMenuAudience = 'everyone' | 'managers';

export interface MinistrySection {
  /** The section in code (the path segment is the spec's Portuguese): texts, test ids. */
  name: string;
  remote: RemoteName;
  menu: SectionMenuAudience;
  /** A shortcut tile on the ministry home for the same audience; true unless said. */
  tile?: boolean;
}

/** /ministerios/:id/<section>/...: the remote that owns each section, in the menu's order. */
export const ministrySections = {
  musicas: { name: 'repertoire', remote: 'repertoire', menu: 'everyone' },
  escalas: { name: 'schedules', remote: 'schedules', menu: 'everyone' },
  membros: { name: 'members', remote: 'members', menu: 'everyone' },
  indisponibilidades: { name: 'unavailability', remote: 'members', menu: 'everyone' },
  // Reports are for admin rights only (part 2 §6): nobody else is offered the way there.
  relatorios: { name: 'reports', remote: 'reports', menu: 'managers' },
  funcoes: { name: 'functions', remote: 'members', menu: 'managers', tile: false },
} as const satisfies Record<string, MinistrySection>;

export type MinistrySectionName = keyof typeof ministrySections;

export const isMinistrySection = (name: string): name is MinistrySectionName =>
  Object.hasOwn(ministrySections, name);

/** Where a signed-in user's app starts: the list of their ministries (part 1 §2). */
export const dashboardPath = '/dashboard';

/** The shell's own pages of the ministry area, as route patterns. */
export const ministryRoutes = {
  home: '/ministerios/:id',
  settings: '/ministerios/:id/configuracoes',
  /** The settings page's short spelling, also routed (part 1 §2). */
  settingsAlias: '/ministerios/:id/config',
  /** The singular spelling, redirected to the home (part 1 §2). */
  legacyHome: '/ministerio/:id',
} as const;

/**
 * Routes inside each remote, relative to the base path the shell gives it. The members
 * remote spans three sections, so its base is the ministry itself.
 */
export const remoteRoutes = {
  repertoire: {
    list: '/',
    newSong: '/nova',
    importSongs: '/importar',
    song: '/:musicaId',
  },
  schedules: {
    list: '/',
    newSchedule: '/nova',
    /** The ministry's schedule templates (admin rights). */
    templates: '/modelos',
    editSchedule: '/editar/:escalaId',
    schedule: '/:escalaId',
    /** The printable setlist of a schedule (its "export"). */
    setlist: '/:escalaId/imprimir',
    /** One song of a schedule with its chart in the schedule's key, by its place in the order. */
    songChart: '/:escalaId/musicas/:ordem',
    /** Stage mode: the setlist full screen, one song at a time (`?musica=` the place shown). */
    stage: '/:escalaId/palco',
  },
  members: {
    members: '/membros',
    functions: '/funcoes',
    unavailability: '/indisponibilidades',
    memberFunctions: '/membros/:membroId/funcoes',
    memberUnavailability: '/membros/:membroId/indisponibilidades',
  },
  reports: {
    reports: '/',
  },
} as const;

/** The sections a remote owns, in the menu's order. */
export const remoteSections = (remote: RemoteName): MinistrySectionName[] =>
  (Object.keys(ministrySections) as MinistrySectionName[]).filter(
    (section) => ministrySections[section].remote === remote,
  );

/**
 * The remote a page of the app mounts, from its path (`/ministerios/7/escalas/3` ->
 * schedules), or null for the shell's own pages. The server uses it to start downloading that
 * remote with the page.
 */
export function remoteOfPath(pathname: string): RemoteName | null {
  const section = /^\/ministerios\/[^/]+\/([^/?#]+)/.exec(pathname)?.[1];
  return section !== undefined && isMinistrySection(section)
    ? ministrySections[section].remote
    : null;
}

/** A remote of several sections is mounted at the ministry, above them, and routes all of them. */
const spansSections = (remote: RemoteName) => remoteSections(remote).length > 1;

/** The base path a remote's router is mounted under for a section of this ministry. */
export function remoteBasePath(remote: RemoteName, ministryId: string | number, section: string) {
  const ministry = ministryHome(ministryId);
  return spansSections(remote) ? ministry : `${ministry}/${section}`;
}

/**
 * The paths a remote mounted at `basePath` owns, each with everything below it. One mounted
 * at the ministry owns its sections there and nothing else: the ministry's home, settings and
 * other sections are below its base path too, and a router rendering there would send the
 * page back into the remote (its catch-all route) before the shell could unmount it.
 */
export function remoteOwnedPaths(remote: RemoteName, basePath: string): string[] {
  if (!spansSections(remote)) return [basePath];
  const base = basePath.replace(/\/+$/, '');
  return remoteSections(remote).map((section) => `${base}/${section}`);
}

const ministryHome = (id: string | number) => fillPath(ministryRoutes.home, { id });
const inSection = (id: string | number, section: MinistrySectionName, route = '/') =>
  `${ministryHome(id)}/${section}${route === '/' ? '' : route}`;
const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Absolute links into the ministry area, for the shell and for links across remotes. */
export const ministryLinks = {
  home: ministryHome,
  settings: (id: string | number) => fillPath(ministryRoutes.settings, { id }),
  section: (id: string | number, section: MinistrySectionName) => inSection(id, section),
  /** The repertoire list; `termo` prefills its search. */
  songs: (id: string | number, termo?: string) => inSection(id, 'musicas') + query({ termo }),
  song: (id: string | number, songId: string | number) =>
    inSection(id, 'musicas', fillPath(remoteRoutes.repertoire.song, { musicaId: songId })),
  schedules: (id: string | number) => inSection(id, 'escalas'),
  schedule: (id: string | number, scheduleId: string | number) =>
    inSection(id, 'escalas', fillPath(remoteRoutes.schedules.schedule, { escalaId: scheduleId })),
  newSchedule: (id: string | number) =>
    inSection(id, 'escalas', remoteRoutes.schedules.newSchedule),
  editSchedule: (id: string | number, scheduleId: string | number) =>
    inSection(
      id,
      'escalas',
      fillPath(remoteRoutes.schedules.editSchedule, { escalaId: scheduleId }),
    ),
  members: (id: string | number) => inSection(id, 'membros'),
  functions: (id: string | number) => inSection(id, 'funcoes'),
  unavailability: (id: string | number) => inSection(id, 'indisponibilidades'),
  memberFunctions: (id: string | number, memberId: string | number) =>
    ministryHome(id) + fillPath(remoteRoutes.members.memberFunctions, { membroId: memberId }),
  reports: (id: string | number, period?: { mes?: number; ano?: number; aba?: string }) =>
    inSection(id, 'relatorios') + query({ ...period }),
} as const;
