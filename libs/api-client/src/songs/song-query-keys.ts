export interface SongListParams {
  /** Without it: the songs of every ministry the caller belongs to. */
  ministerio_id?: number;
  pagina?: number;
  por_pagina?: number;
}

export interface SongSearchParams extends SongListParams {
  termo: string;
}

export interface DeezerSearchParams {
  q: string;
  limite?: number;
  /** Marks the results already in this ministry's repertoire (importada). */
  ministerio_id?: number;
}

/** Lists and searches sit under their ministry, so a change there refreshes them together. */
export const songQueryKeys = {
  all: ['songs'] as const,
  ministry: (ministryId: number | undefined) =>
    [...songQueryKeys.all, 'ministry', ministryId ?? 'all'] as const,
  list: (params: SongListParams) =>
    [...songQueryKeys.ministry(params.ministerio_id), 'list', params] as const,
  search: (params: SongSearchParams) =>
    [...songQueryKeys.ministry(params.ministerio_id), 'search', params] as const,
  deezer: (params: DeezerSearchParams) =>
    [...songQueryKeys.ministry(params.ministerio_id), 'deezer', params] as const,
  detail: (songId: number) => [...songQueryKeys.all, 'detail', songId] as const,
};
