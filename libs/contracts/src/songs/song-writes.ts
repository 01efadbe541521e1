import type { z } from 'zod/mini';
import type { createSongRequestSchema, updateSongRequestSchema } from './song';
import type { SongRecord, SongValues } from './song-record';

type CreateSongBody = z.output<typeof createSongRequestSchema>;
type UpdateSongBody = z.output<typeof updateSongRequestSchema>;

/** What a song starts with when a field is not given. */
export const emptySongValues: Omit<SongValues, 'nome' | 'artista'> = {
  album: null,
  tom: null,
  bpm: null,
  duracao: null,
  capa_url: null,
  classificacoes: '',
  link_cifra: null,
  link_letra: null,
  link_audio: null,
  link_video: null,
  cifra: null,
  origem_externa: null,
  id_externo: null,
};

/**
 * The columns of a new song from POST /musicas: links flattened, an empty album is none, and
 * a catalogue id marks the song as imported (from Deezer unless the body says otherwise).
 */
export function newSongValues(body: CreateSongBody): SongValues {
  const idExterno = body.id_externo ?? null;
  return {
    ...emptySongValues,
    nome: body.nome,
    artista: body.artista,
    album: body.album || null,
    tom: body.tom ?? null,
    bpm: body.bpm ?? null,
    duracao: body.duracao ?? null,
    capa_url: body.capa_url ?? null,
    classificacoes: body.classificacoes ?? '',
    link_cifra: body.links?.cifra ?? null,
    link_letra: body.links?.letra ?? null,
    link_audio: body.links?.audio ?? null,
    link_video: body.links?.video ?? null,
    cifra: body.cifra ?? null,
    id_externo: idExterno,
    origem_externa: idExterno ? (body.origem_externa ?? 'deezer') : null,
  };
}

export type SongChanges =
  { ok: true; changes: Partial<SongValues> } | { ok: false; error: 'imported_song_cover' };

/**
 * The columns PUT /musicas/{id} changes; a field left out (undefined) keeps its value. Name,
 * artist, album and duration change on any song: a team fixes a typo or shortens a catalogue
 * title ("Oceanos (Ao Vivo)") to the one it uses. An imported song's cover stays the
 * catalogue's image (its address is the catalogue's, not one a person types): changing it is
 * refused.
 */
export function songChanges(
  song: Pick<SongRecord, 'id_externo'>,
  body: UpdateSongBody,
): SongChanges {
  const { classificacoes_lista, album, capa_url, ...rest } = body;
  if (song.id_externo && capa_url !== undefined) return { ok: false, error: 'imported_song_cover' };
  const changes: Partial<SongValues> = {
    ...rest,
    capa_url,
    album: album === undefined ? undefined : album || null,
    classificacoes: classificacoes_lista,
  };
  return {
    ok: true,
    changes: Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as Partial<SongValues>,
  };
}
