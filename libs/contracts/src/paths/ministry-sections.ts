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
  remote: RemoteName;
  menu: SectionMenuAudience;
}

/** /ministerios/:id/<section>/...: the remote that owns each section. */
export const ministrySections = {
  musicas: { remote: 'repertoire', menu: 'everyone' },
  escalas: { remote: 'schedules', menu: 'everyone' },
  membros: { remote: 'members', menu: 'everyone' },
  indisponibilidades: { remote: 'members', menu: 'everyone' },
  relatorios: { remote: 'reports', menu: 'everyone' },
  funcoes: { remote: 'members', menu: 'managers' },
} as const satisfies Record<string, MinistrySection>;

export type MinistrySectionName = keyof typeof ministrySections;

export const isMinistrySection = (name: string): name is MinistrySectionName =>
  Object.hasOwn(ministrySections, name);

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
    editSchedule: '/editar/:escalaId',
    schedule: '/:escalaId',
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

/** The base path a remote's router is mounted under for a section of this ministry. */
export function remoteBasePath(remote: RemoteName, ministryId: string | number, section: string) {
  const ministry = ministryHome(ministryId);
  return remote === 'members' ? ministry : `${ministry}/${section}`;
}

const ministryHome = (id: string | number) => fillPath('/ministerios/:id', { id });
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
  settings: (id: string | number) => `${ministryHome(id)}/configuracoes`,
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
  members: (id: string | number) => inSection(id, 'membros'),
  functions: (id: string | number) => inSection(id, 'funcoes'),
  unavailability: (id: string | number) => inSection(id, 'indisponibilidades'),
  memberFunctions: (id: string | number, memberId: string | number) =>
    ministryHome(id) + fillPath(remoteRoutes.members.memberFunctions, { membroId: memberId }),
  reports: (id: string | number, period?: { mes?: number; ano?: number; aba?: string }) =>
    inSection(id, 'relatorios') + query({ ...period }),
} as const;
