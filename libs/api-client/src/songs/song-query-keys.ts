import type {
  musicSearchQuerySchema,
  songListQuerySchema,
  songSearchQuerySchema,
} from '@levita/contracts';
import type { QueryParamsOf } from '../query/query-params-of';

/** Without ministerio_id: the songs of every ministry the caller belongs to. */
export type SongListParams = QueryParamsOf<typeof songListQuerySchema>;
export type SongSearchParams = QueryParamsOf<typeof songSearchQuerySchema>;
/** ministerio_id marks the results already in that ministry's repertoire (importada). */
export type DeezerSearchParams = QueryParamsOf<typeof musicSearchQuerySchema>;

/** Lists and searches sit under their ministry, so a change there refreshes them together. */
export const songQueryKeys = {
  all: ['songs'] as const,
  ministry: (ministryId: number | undefined) =>
    [...songQueryKeys.all, 'ministry', ministryId ?? 'all'] as const,
  list: (params: SongListParams) =>
    [...songQueryKeys.ministry(params.ministerio_id), 'list', params] as const,
  search: (params: SongSearchParams) =>
    [...songQueryKeys.ministry(params.ministerio_id), 'search', params] as const,
  /** The same lists read page after page (the schedule's song picker). */
  listPages: (params: Omit<SongListParams, 'pagina'>) =>
    [...songQueryKeys.ministry(params.ministerio_id), 'list-pages', params] as const,
  searchPages: (params: Omit<SongSearchParams, 'pagina'>) =>
    [...songQueryKeys.ministry(params.ministerio_id), 'search-pages', params] as const,
  deezer: (params: DeezerSearchParams) =>
    [...songQueryKeys.ministry(params.ministerio_id), 'deezer', params] as const,
  detail: (songId: number) => [...songQueryKeys.all, 'detail', songId] as const,
  /** Every setlist's member keys in the ministry ("meu tom"): what saving one's key refreshes. */
  memberSongKeysOf: (ministryId: number) =>
    [...songQueryKeys.all, 'member-song-keys', ministryId] as const,
  memberSongKeys: (ministryId: number, songIds: readonly number[]) =>
    [...songQueryKeys.memberSongKeysOf(ministryId), [...songIds]] as const,
  mutations: {
    create: () => [...songQueryKeys.all, 'create'] as const,
    update: () => [...songQueryKeys.all, 'update'] as const,
    delete: (ministryId: number) => [...songQueryKeys.all, 'delete', ministryId] as const,
    updateMySongKey: () => [...songQueryKeys.all, 'update-my-song-key'] as const,
    deleteMySongKey: () => [...songQueryKeys.all, 'delete-my-song-key'] as const,
  },
};
