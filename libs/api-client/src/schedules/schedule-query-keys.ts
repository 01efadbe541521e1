import type {
  mySchedulesQuerySchema,
  scheduleConflictsQuerySchema,
  scheduleListQuerySchema,
} from '@levita/contracts';
import type { QueryParamsOf } from '../query/query-params-of';

/** busca matches the title and the location. */
export type ScheduleListParams = QueryParamsOf<typeof scheduleListQuerySchema>;
/** Dates are 'yyyy-MM-dd'. */
export type MySchedulesParams = QueryParamsOf<typeof mySchedulesQuerySchema>;
/** The schedule being built: its date and time, and its id when editing. */
export type ScheduleConflictsParams = QueryParamsOf<typeof scheduleConflictsQuerySchema>;

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
  allSubstitutes: (scheduleId: number) =>
    [...scheduleQueryKeys.detail(scheduleId), 'substitutes'] as const,
  substitutes: (scheduleId: number, functionId: number) =>
    [...scheduleQueryKeys.allSubstitutes(scheduleId), functionId] as const,
  conflicts: (ministryId: number, params: ScheduleConflictsParams) =>
    [...scheduleQueryKeys.all, 'conflicts', ministryId, params] as const,
  mine: () => [...scheduleQueryKeys.all, 'mine'] as const,
  myList: (params: MySchedulesParams) => [...scheduleQueryKeys.mine(), params] as const,
  mutations: {
    create: () => [...scheduleQueryKeys.all, 'create'] as const,
    update: () => [...scheduleQueryKeys.all, 'update'] as const,
    delete: (ministryId: number) => [...scheduleQueryKeys.all, 'delete', ministryId] as const,
    confirm: () => [...scheduleQueryKeys.all, 'confirm'] as const,
    decline: () => [...scheduleQueryKeys.all, 'decline'] as const,
    swap: () => [...scheduleQueryKeys.all, 'swap'] as const,
    autoFill: (ministryId: number) => [...scheduleQueryKeys.all, 'autoFill', ministryId] as const,
  },
};
