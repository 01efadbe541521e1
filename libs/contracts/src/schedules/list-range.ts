import { reportPeriod } from '../reports/report-period';

/** What a schedule list may be narrowed by (GET /escalas). */
export interface ListRangeQuery {
  mes?: number;
  ano?: number;
  data_inicial?: string;
  data_final?: string;
}

const later = (a?: string, b?: string) => (a === undefined || (b !== undefined && b > a) ? b : a);
const earlier = (a?: string, b?: string) => (a === undefined || (b !== undefined && b < a) ? b : a);

/**
 * The days a schedule list covers: a month or a whole year (as the reports take them, `today`
 * giving the year when only the month is asked), and within it the range of days asked for;
 * nothing asked, every day. A list with a bound reads oldest first, as a calendar does.
 */
export function scheduleListRange(
  { mes, ano, data_inicial, data_final }: ListRangeQuery,
  today: string,
): { from?: string; to?: string; ascending: boolean } {
  const period = mes === undefined && ano === undefined ? undefined : reportPeriod(today, mes, ano);
  const from = later(period?.inicio, data_inicial);
  const to = earlier(period?.fim, data_final);
  return { from, to, ascending: from !== undefined || to !== undefined };
}
