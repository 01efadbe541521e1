import {
  songCategories,
  type Song,
  type SongCategory,
  type UpdateSongRequest,
} from '@levita/contracts';
import {
  keyInputOf,
  orderedCategories,
  parseBpm,
  type SongLinkValues,
} from '../../../components/song-fields';

/** What the edit form holds: the fields a team may change on any song, imported or not. */
export interface SongEditValues {
  /** '' for no key. */
  tom: string;
  bpm: string;
  categorias: SongCategory[];
  links: SongLinkValues;
}

/** The form prefilled with the song as the server last returned it. */
export function editValuesOf(song: Song): SongEditValues {
  return {
    tom: keyInputOf(song.tom),
    bpm: song.bpm === null ? '' : String(song.bpm),
    categorias: orderedCategories(song.classificacoes_lista, songCategories),
    links: {
      cifra: song.link_cifra ?? '',
      letra: song.link_letra ?? '',
      video: song.link_video ?? '',
      audio: song.link_audio ?? '',
    },
  };
}

/**
 * The PUT body. Every editable field is sent, '' clearing a value (the API's convention), so
 * emptying a field in the form empties it on the server. The chords link is sent as typed: the
 * server normalises it and the page shows what it returns.
 */
export function updateRequestOf(values: SongEditValues): UpdateSongRequest {
  const bpm = parseBpm(values.bpm);
  return {
    tom: values.tom,
    bpm: bpm ?? '',
    classificacoes_lista: values.categorias,
    link_cifra: values.links.cifra.trim(),
    link_letra: values.links.letra.trim(),
    link_video: values.links.video.trim(),
    link_audio: values.links.audio.trim(),
  };
}
