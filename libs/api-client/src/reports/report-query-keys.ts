import type { participationReportQuerySchema, songsReportQuerySchema } from '@levita/contracts';
import type { QueryParamsOf } from '../query/query-params-of';

/** membro_id: only this member; left out for everyone. */
export type ParticipationReportParams = QueryParamsOf<typeof participationReportQuerySchema>;
export type SongsReportParams = QueryParamsOf<typeof songsReportQuerySchema>;

export const reportQueryKeys = {
  all: ['reports'] as const,
  ministry: (ministryId: number) => [...reportQueryKeys.all, 'ministry', ministryId] as const,
  participation: (params: ParticipationReportParams) =>
    [...reportQueryKeys.ministry(params.ministerio_id), 'participation', params] as const,
  songs: (params: SongsReportParams) =>
    [...reportQueryKeys.ministry(params.ministerio_id), 'songs', params] as const,
};
