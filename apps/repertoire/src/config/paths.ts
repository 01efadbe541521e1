/** Every route of the remote, relative to the base path the shell mounts it under. */
export const paths = {
  /** The list; `?termo=` prefills its search (the ministry home's search box links here). */
  songs: {
    path: '/',
    getHref: (term?: string) => (term ? `/?termo=${encodeURIComponent(term)}` : '/'),
  },
  newSong: { path: '/nova', getHref: () => '/nova' },
  importSongs: { path: '/importar', getHref: () => '/importar' },
  song: { path: '/:musicaId', getHref: (songId: number | string) => `/${songId}` },
} as const;
