import { fillPath, remoteRoutes } from '@levita/contracts/paths';

const routes = remoteRoutes.repertoire;

/**
 * Every route of the remote, relative to the base path the shell mounts it under: the
 * contracts' patterns (the shell and the other remotes link to the same ones).
 */
export const paths = {
  /** The list; `?termo=` prefills its search (the ministry home's search box links here). */
  songs: {
    path: routes.list,
    getHref: (term?: string) =>
      term ? `${routes.list}?termo=${encodeURIComponent(term)}` : routes.list,
  },
  newSong: { path: routes.newSong, getHref: () => routes.newSong },
  importSongs: { path: routes.importSongs, getHref: () => routes.importSongs },
  song: {
    path: routes.song,
    getHref: (songId: number | string) => fillPath(routes.song, { musicaId: songId }),
  },
} as const;
