export interface ParticipationReportParams {
  ministerio_id: number;
  mes?: number;
  ano?: number;
  /** Only this member; left out for everyone. */
  membro_id?: number;
}

export interface SongsReportParams {
  ministerio_id: number;
  mes?: number;
  ano?: number;
  limite?: number;
}

export const reportQueryKeys = {
  all: ['reports'] as const,
  ministry: (ministryId: number) => [...reportQueryKeys.all, 'ministry', ministryId] as const,
  participation: (params: ParticipationReportParams) =>
    [...reportQueryKeys.ministry(params.ministerio_id), 'participation', params] as const,
  songs: (params: SongsReportParams) =>
    [...reportQueryKeys.ministry(params.ministerio_id), 'songs', params] as const,
};
