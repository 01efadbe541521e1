// The demo's date arithmetic is the contracts' own, in UTC, so its dates never depend on the
// machine's zone.
export { addDays, weekday } from '@levita/contracts';

/** Today's calendar date on this machine ('yyyy-MM-dd'), as a person here reads it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
