import { useCallback, useState } from 'react';
import {
  currentPeriod,
  monthParamOf,
  parseMonthParam,
  parsePageParam,
  parseYearParam,
} from '@levita/contracts';
import { useLatestSearchParams } from '@levita/federation';
import { listParams, type SchedulePeriod } from '../utils/schedule-list-params';

/**
 * The list's search, period and page live in the URL (`?busca=&mes=&ano=&pagina=`), so a
 * reload, the back button and a shared link all land on the same schedules. Without `mes`
 * and `ano` the list shows the browser's current month and year (part 2 §9).
 */
export function useScheduleListParams() {
  const [params, setParams] = useLatestSearchParams();
  // Read once: a list left open past midnight on the last day keeps the month it showed.
  const [today] = useState(() => currentPeriod(new Date()));

  const search = (params.get(listParams.search) ?? '').trim();
  const period: SchedulePeriod = {
    month: parseMonthParam(params.get(listParams.month), today.month),
    year: parseYearParam(params.get(listParams.year), today.year),
  };
  const page = parsePageParam(params.get(listParams.page));

  /** A new term starts again at page 1; replace, so typing does not fill the history. */
  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (updated) => {
          const trimmed = next.trim();
          if (trimmed) updated.set(listParams.search, trimmed);
          else updated.delete(listParams.search);
          updated.delete(listParams.page);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  /**
   * Another month or year starts again at page 1 and gets its own history entry (Back shows
   * the month before). Both are written, so the link means the same period tomorrow.
   */
  const setPeriod = useCallback(
    (next: SchedulePeriod) =>
      setParams((updated) => {
        updated.set(listParams.month, monthParamOf(next.month));
        updated.set(listParams.year, String(next.year));
        updated.delete(listParams.page);
        return updated;
      }),
    [setParams],
  );

  /** A page the user picks gets its own history entry; a correction replaces it. */
  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (updated) => {
          if (next > 1) updated.set(listParams.page, String(next));
          else updated.delete(listParams.page);
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  return { search, period, page, currentYear: today.year, setSearch, setPeriod, setPage };
}
