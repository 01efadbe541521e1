import {
  currentPeriod,
  monthParamOf,
  parseMonthParam,
  parseYearParam,
  SONGS_REPORT_DEFAULT_LIMIT,
  SONGS_REPORT_LIMITS,
  type CalendarPeriod,
} from '@levita/contracts';
import { useLatestSearchParams } from '@levita/federation';
import { useCallback, useState } from 'react';
import { reportParams } from '../config/paths';

/** Part 2 §4: participation (the default) or songs. */
export const reportTabs = ['participacao', 'musicas'] as const;
export type ReportTab = (typeof reportTabs)[number];

/** Part 2 §9: how many songs the songs report lists. */
export type SongLimit = (typeof SONGS_REPORT_LIMITS)[number];

const parseTab = (value: string | null): ReportTab =>
  reportTabs.find((tab) => tab === value) ?? 'participacao';
const parseLimit = (value: string | null): SongLimit =>
  SONGS_REPORT_LIMITS.find((limit) => String(limit) === value) ??
  (SONGS_REPORT_DEFAULT_LIMIT as SongLimit);
const parseMember = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && /^\d+$/.test(value) && id > 0 ? id : null;
};

type Changes = Partial<{
  period: CalendarPeriod;
  tab: ReportTab;
  memberId: number | null;
  limit: SongLimit;
}>;

/**
 * What the reports page shows lives in the URL (`?mes=&ano=&aba=&membro=&limite=`), so a
 * report can be shared and reloaded. Without `mes` and `ano` it is the browser's current
 * month and year (part 2 §9); `mes=todos` is the whole year. Each change is a history entry:
 * Back shows the report before.
 */
export function useReportParams() {
  const [params, setParams] = useLatestSearchParams();
  // Read once: a report left open past midnight on the last day keeps the month it showed.
  const [today] = useState(() => currentPeriod(new Date()));

  const period: CalendarPeriod = {
    month: parseMonthParam(params.get(reportParams.month), today.month),
    year: parseYearParam(params.get(reportParams.year), today.year),
  };
  const tab = parseTab(params.get(reportParams.tab));
  const memberId = parseMember(params.get(reportParams.member));
  const limit = parseLimit(params.get(reportParams.limit));

  const change = useCallback(
    (changes: Changes) =>
      setParams((next) => {
        if (changes.period) {
          // Both are written, so the link means the same period tomorrow.
          next.set(reportParams.month, monthParamOf(changes.period.month));
          next.set(reportParams.year, String(changes.period.year));
        }
        if (changes.tab) next.set(reportParams.tab, changes.tab);
        if (changes.memberId !== undefined) {
          if (changes.memberId === null) next.delete(reportParams.member);
          else next.set(reportParams.member, String(changes.memberId));
        }
        if (changes.limit) next.set(reportParams.limit, String(changes.limit));
        return next;
      }),
    [setParams],
  );

  return { period, currentYear: today.year, tab, memberId, limit, change };
}

/** The API's period fields for a period: a whole year is `ano` alone (docs/schedules.md). */
export function periodQuery(period: CalendarPeriod): { mes?: number; ano: number } {
  return period.month === null ? { ano: period.year } : { mes: period.month, ano: period.year };
}
