/**
 * Issue 23's goals, as ratios to GET /api/health measured in the same run so that the
 * machine's own speed and noise cancel out (docs/performance.md).
 */
export interface Goal {
  /** Least share of the health call's requests per second. */
  share: number;
  /** Most p99 latency in ms at the run's connections. */
  p99: number;
}

export const goals: Record<string, Record<string, Goal>> = {
  sqlite: { list: { share: 0.5, p99: 20 }, search: { share: 0.3, p99: 30 } },
  postgres: { list: { share: 0.35, p99: 30 }, search: { share: 0.2, p99: 50 } },
};

/** Server memory stays under this during the runs. */
export const rssLimitBytes = 200 * 1024 * 1024;

export interface Measured {
  database: string;
  key: string;
  requestsPerSecond: number;
  p99: number;
  /** requests/s of GET /api/health on the same server. */
  healthPerSecond: number | undefined;
}

/** What misses its goal, in words; empty when every goal is met or none applies. */
export function missedGoals(measured: Measured): string[] {
  const goal = goals[measured.database]?.[measured.key];
  if (!goal || !measured.healthPerSecond) return [];
  const share = measured.requestsPerSecond / measured.healthPerSecond;
  const missed: string[] = [];
  if (share < goal.share) missed.push(`${pct(share)} of health, goal ${pct(goal.share)}`);
  if (measured.p99 > goal.p99) missed.push(`p99 ${measured.p99} ms, goal ${goal.p99} ms`);
  return missed;
}

export const pct = (share: number) => `${Math.round(share * 100)} %`;
