import {
  songCategories,
  type SongDetail,
  type SongCategory,
  type UpdateSongRequest,
} from '@levita/contracts';
import {
  chartOfInput,
  formatDurationInput,
  keyInputOf,
  orderedCategories,
  parseBpm,
  parseDuration,
  type SongLinkValues,
} from '../../../components/song-fields';

/**
 * What the edit form holds: the fields a team may change on any song, imported or not (an
 * imported song's cover stays the catalogue's, so the form does not offer it).
 */
export interface SongEditValues {
  nome: string;
  artista: string;
  album: string;
  /** As typed: "4:05" or "245"; '' for none. */
  duracao: string;
  /** '' for no key. */
  tom: string;
  bpm: string;
  categorias: SongCategory[];
  links: SongLinkValues;
  /** The chart ('' for none). */
  cifra: string;
}

/** The form prefilled with the song as the server last returned it. */
export function editValuesOf(song: SongDetail): SongEditValues {
  return {
    nome: song.nome,
    artista: song.artista,
    album: song.album ?? '',
    duracao: formatDurationInput(song.duracao),
    tom: keyInputOf(song.tom),
    bpm: song.bpm === null ? '' : String(song.bpm),
    categorias: orderedCategories(song.classificacoes_lista, songCategories),
    links: {
      cifra: song.link_cifra ?? '',
      letra: song.link_letra ?? '',
      video: song.link_video ?? '',
      audio: song.link_audio ?? '',
    },
    cifra: song.cifra ?? '',
  };
}

/**
 * The PUT body. Every editable field is sent, '' clearing a value (the API's convention), so
 * emptying a field in the form empties it on the server. Call it only once the fields have no
 * errors (name and artist given, a readable duration and BPM). The chords link is sent as typed: the
 * server normalises it and the page shows what it returns.
 */
export function updateRequestOf(values: SongEditValues): UpdateSongRequest {
  const bpm = parseBpm(values.bpm);
  return {
    nome: values.nome.trim(),
    artista: values.artista.trim(),
    album: values.album.trim(),
    duracao: parseDuration(values.duracao) ?? '',
    tom: values.tom,
    bpm: bpm ?? '',
    classificacoes_lista: values.categorias,
    link_cifra: values.links.cifra.trim(),
    link_letra: values.links.letra.trim(),
    link_video: values.links.video.trim(),
    link_audio: values.links.audio.trim(),
    cifra: chartOfInput(values.cifra) ?? '',
  };
}
