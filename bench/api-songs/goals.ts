/**
 * The API's performance goals, as ratios to GET /api/health measured in the same run so that the
 * machine's own speed and noise cancel out (docs/performance.md).
 */
export interface Goal {
  /** Least share of the health call's requests per second (none for the login). */
  share?: number;
  /** Most p99 latency in ms at the run's connections. */
  p99: number;
}

const homeCall: Goal = { share: 0.3, p99: 30 };

/** At the 10,000-song scale; the home calls on a ministry of 200 members and 500 schedules. */
export const goals: Record<string, Record<string, Goal>> = {
  sqlite: {
    list: { share: 0.5, p99: 20 },
    search: { share: 0.3, p99: 30 },
    ministry: homeCall,
    statistics: homeCall,
    mySchedules: homeCall,
    schedules: homeCall,
    // argon2id at the production cost, 10 connections.
    login: { p99: 150 },
  },
  postgres: { list: { share: 0.35, p99: 30 }, search: { share: 0.2, p99: 50 } },
};

/** At the largest repertoire, list and search keep this share of their rate at the smallest. */
export const flatShare = 0.7;

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
  if (!goal) return [];
  const missed: string[] = [];
  if (goal.share !== undefined && measured.healthPerSecond) {
    const share = measured.requestsPerSecond / measured.healthPerSecond;
    if (share < goal.share) missed.push(`${pct(share)} of health, goal ${pct(goal.share)}`);
  }
  if (measured.p99 > goal.p99) missed.push(`p99 ${measured.p99} ms, goal ${goal.p99} ms`);
  return missed;
}

export const pct = (share: number) => `${Math.round(share * 100)} %`;
