import type { CreateSongRequest, SongCategory } from '@levita/contracts';
import { chartOfInput } from './chart-input';
import { parseBpm, parseDuration } from './song-field-rules';
import { emptySongLinks, keyOfInput, type SongLinkValues } from './song-field-values';

/**
 * A new song as its form holds it (texts as typed, '' for nothing): the manual form and the
 * import modal fill the same fields.
 */
export interface SongDraft {
  nome: string;
  artista: string;
  album: string;
  duracao: string;
  tom: string;
  bpm: string;
  categorias: SongCategory[];
  capa: string;
  links: SongLinkValues;
  /** The chart as typed or pasted ('' for none). */
  cifra: string;
}

export const emptySongDraft: SongDraft = {
  nome: '',
  artista: '',
  album: '',
  duracao: '',
  tom: '',
  bpm: '',
  categorias: [],
  capa: '',
  links: emptySongLinks,
  cifra: '',
};

export type RequiredSongField = 'nome' | 'artista';

/** nome and artista, in form order, when empty or only spaces (part 2 §5). */
export function missingRequiredSongFields(
  draft: Pick<SongDraft, RequiredSongField>,
): RequiredSongField[] {
  return (['nome', 'artista'] as const).filter((field) => draft[field].trim() === '');
}

const optionalText = (value: string) => value.trim() || null;

/**
 * POST /musicas for a draft: every field of the spec's body, empty ones as null; links go as
 * typed (the API normalises the chords link). Call it only once the fields have no errors,
 * when parseDuration/parseBpm give null or a number.
 */
export function createSongRequestOf(draft: SongDraft, ministryId: number): CreateSongRequest {
  return {
    ministerio_id: ministryId,
    nome: draft.nome.trim(),
    artista: draft.artista.trim(),
    album: optionalText(draft.album),
    duracao: parseDuration(draft.duracao) ?? null,
    capa_url: optionalText(draft.capa),
    tom: keyOfInput(draft.tom),
    bpm: parseBpm(draft.bpm) ?? null,
    // CategoryPicker keeps the catalogue's order.
    classificacoes: draft.categorias.join(','),
    links: {
      cifra: optionalText(draft.links.cifra),
      letra: optionalText(draft.links.letra),
      audio: optionalText(draft.links.audio),
      video: optionalText(draft.links.video),
    },
    cifra: chartOfInput(draft.cifra),
  };
}
