import type { CreateSongRequest, MusicSearchResult } from '@levita/contracts';
import {
  createSongRequestOf,
  emptySongDraft,
  emptySongLinks,
  formatDurationInput,
  type SongDraft,
} from '../../../components/song-fields';

/**
 * The modal starts from what Deezer knows; its 30-second preview is the only audio it gives,
 * so it becomes the audio link the team can replace.
 */
export function importDraftOf(result: MusicSearchResult): SongDraft {
  return {
    ...emptySongDraft,
    nome: result.nome,
    artista: result.artista,
    album: result.album ?? '',
    duracao: formatDurationInput(result.duracao),
    capa: result.capa_url ?? '',
    links: { ...emptySongLinks, audio: result.link_audio ?? '' },
  };
}

/** Edited since the modal opened: closing or leaving would lose them. */
export function hasUnsavedEdits(current: SongDraft, initial: SongDraft): boolean {
  return JSON.stringify(current) !== JSON.stringify(initial);
}

/**
 * POST /musicas for an import (part 2 §7): the edited fields plus the catalogue's id and
 * origin, for the ministry the page is in. Call it only once the fields have no errors.
 */
export function importRequestOf(
  draft: SongDraft,
  result: MusicSearchResult,
  ministryId: number,
): CreateSongRequest {
  return {
    ...createSongRequestOf(draft, ministryId),
    id_externo: result.id_externo,
    origem_externa: 'deezer',
  };
}
