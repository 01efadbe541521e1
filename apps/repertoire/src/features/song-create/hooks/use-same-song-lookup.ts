import { songSearchQueryOptions, useApiClient } from '@levita/api-client';
import { isSameSong, type Song, SONGS_MAX_PAGE_SIZE } from '@levita/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The song of the repertoire a new one repeats (same name and artist, folded), if any: the form
 * asks before saving a second copy. A lookup that fails answers null, so it never stands in
 * the way of a save; the server has the last word on what is stored.
 */
export function useSameSongLookup(ministryId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (draft: Pick<Song, 'nome' | 'artista'>): Promise<Song | null> => {
      try {
        const page = await queryClient.fetchQuery(
          songSearchQueryOptions(client, {
            ministerio_id: ministryId,
            termo: draft.nome.trim(),
            por_pagina: SONGS_MAX_PAGE_SIZE,
          }),
        );
        return page.musicas.find((song) => isSameSong(song, draft)) ?? null;
      } catch {
        return null;
      }
    },
    [client, queryClient, ministryId],
  );
}
