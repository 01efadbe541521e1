import { createIcon } from './svg-icon';

/*
 * Music notes: the "outro" function's icon and the kit's picture of a song (a cover without an
 * image, an empty repertoire). A module of its own, so pages that show a song do not carry the
 * 30 function icons with it.
 */
export const MusicNotesIcon = createIcon(
  'MusicNotesIcon',
  <>
    <path d="M9 18V5.5l11-2V16M9 9.5l11-2" />
    <circle cx="6.5" cy="18" r="2.5" />
    <circle cx="17.5" cy="16" r="2.5" />
  </>,
);
