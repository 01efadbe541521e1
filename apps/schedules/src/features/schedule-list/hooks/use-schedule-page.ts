import { useSchedules } from '@levita/api-client';
import { SCHEDULES_PAGE_SIZE } from '@levita/contracts';
import type { SchedulePeriod } from '../utils/schedule-list-params';

interface SchedulePageQuery {
  search: string;
  period: SchedulePeriod;
  page: number;
}

/**
 * One page of the list (GET /escalas, part 2 §7): the period always names its year; "every
 * month" sends no `mes`, an empty search no `busca`.
 */
export function useSchedulePage(
  ministryId: number | undefined,
  { search, period, page }: SchedulePageQuery,
) {
  return useSchedules(
    {
      ministerio_id: ministryId ?? 0,
      pagina: page,
      por_pagina: SCHEDULES_PAGE_SIZE,
      ...(period.month === null ? {} : { mes: period.month }),
      ano: period.year,
      ...(search ? { busca: search } : {}),
    },
    { enabled: ministryId !== undefined },
  );
}

/**
 * Whether the ministry has any schedule the viewer may see, in any period: what tells "no
 * schedule yet, create the first" from "nothing this month". Asked only when `enabled`
 * (a filtered page came back empty): one schedule is enough to know.
 */
export function useHasAnySchedule(ministryId: number | undefined, enabled: boolean) {
  const probe = useSchedules(
    { ministerio_id: ministryId ?? 0, pagina: 1, por_pagina: 1 },
    { enabled: enabled && ministryId !== undefined },
  );
  // Unknown after a failure: say "nothing in this period", which is true either way.
  if (probe.isError) return true;
  return probe.data ? probe.data.total > 0 : undefined;
}
