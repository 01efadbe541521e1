export interface ScheduleListParams {
  ministerio_id: number;
  pagina?: number;
  por_pagina?: number;
  mes?: number;
  ano?: number;
  /** Matches the title and the location. */
  busca?: string;
}

export interface MySchedulesParams {
  ministerio_id?: number;
  /** 'yyyy-MM-dd' */
  data_inicial?: string;
  data_final?: string;
}

/** A schedule's presence sits under its detail, so refreshing the detail refreshes both. */
export const scheduleQueryKeys = {
  all: ['schedules'] as const,
  lists: () => [...scheduleQueryKeys.all, 'list'] as const,
  ministryLists: (ministryId: number) => [...scheduleQueryKeys.lists(), ministryId] as const,
  list: (params: ScheduleListParams) =>
    [...scheduleQueryKeys.ministryLists(params.ministerio_id), params] as const,
  details: () => [...scheduleQueryKeys.all, 'detail'] as const,
  detail: (scheduleId: number) => [...scheduleQueryKeys.details(), scheduleId] as const,
  presence: (scheduleId: number) => [...scheduleQueryKeys.detail(scheduleId), 'presence'] as const,
  mine: () => [...scheduleQueryKeys.all, 'mine'] as const,
  myList: (params: MySchedulesParams) => [...scheduleQueryKeys.mine(), params] as const,
};
