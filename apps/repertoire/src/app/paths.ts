/** Every route of the remote, relative to the base path the shell mounts it under. */
export const paths = {
  songs: { path: '/', getHref: () => '/' },
  newSong: { path: '/nova', getHref: () => '/nova' },
} as const;
