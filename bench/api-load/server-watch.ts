/**
 * What the server goes through during a run, sampled once a second: from its /api/metrics
 * (the server runs with METRICS_PUBLIC=true) the event loop's delay, the queries waiting for
 * one of PostgreSQL's pooled connections and the schedule e-mails waiting to be sent; on
 * PostgreSQL also how many of the server's connections wait for a lock (pg_stat_activity).
 * They say why a call is slow: a busy event loop delays every call alike, a queue for the
 * pool or for a row lock delays the calls behind it.
 */
import pg from 'pg';

const SAMPLE_MS = 1000;

interface Sample {
  loopP99: number;
  loopMax: number;
  poolWaiting?: number;
  mailPending: number;
  lockWaiting?: number;
}

const gauge = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : undefined;
};

/** Connections of this schema's server (they hold locks on its tables) waiting for a lock. */
const LOCK_WAITERS = `
  select count(*)::int as waiting from pg_stat_activity a
  where a.wait_event_type = 'Lock' and exists (
    select 1 from pg_locks l join pg_class c on c.oid = l.relation
    where l.pid = a.pid and l.granted and c.relnamespace = to_regnamespace($1))`;

export function watchServer(base: string, postgres?: { url: string; schema: string }) {
  const samples: Sample[] = [];
  let stopped = false;
  const client = postgres && new pg.Client({ connectionString: postgres.url });
  const done = (async () => {
    await client?.connect();
    while (!stopped) {
      const started = performance.now();
      try {
        const text = await (await fetch(`${base}/api/metrics`)).text();
        const lockWaiting = client
          ? (await client.query<{ waiting: number }>(LOCK_WAITERS, [postgres!.schema])).rows[0]!
              .waiting
          : undefined;
        samples.push({
          loopP99: 1000 * (gauge(text, /^nodejs_eventloop_lag_p99_seconds (\S+)$/m) ?? 0),
          loopMax: 1000 * (gauge(text, /^nodejs_eventloop_lag_max_seconds (\S+)$/m) ?? 0),
          poolWaiting: gauge(text, /^levita_db_pool_connections\{state="waiting"\} (\S+)$/m),
          mailPending: gauge(text, /^levita_mail_jobs\{status="pending"\} (\S+)$/m) ?? 0,
          lockWaiting,
        });
      } catch {
        // A sample lost under load says nothing by itself; the next one may come through.
      }
      const rest = SAMPLE_MS - (performance.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
    await client?.end();
  })();

  /** Stops sampling; answers one line that sums the run up. */
  return async function stop(): Promise<string> {
    stopped = true;
    await done;
    if (!samples.length) return 'server: no metrics sample answered';
    const max = (of: (sample: Sample) => number | undefined) =>
      Math.max(...samples.map((sample) => of(sample) ?? 0));
    const mean = (of: (sample: Sample) => number | undefined) =>
      samples.reduce((sum, sample) => sum + (of(sample) ?? 0), 0) / samples.length;
    const parts = [
      `event loop delay p99 ${max((s) => s.loopP99).toFixed(0)} ms in the worst second, longest ${max((s) => s.loopMax).toFixed(0)} ms`,
      `e-mails waiting up to ${max((s) => s.mailPending)} (${samples.at(-1)!.mailPending} at the end)`,
    ];
    if (samples[0]!.poolWaiting !== undefined)
      parts.push(
        `queries waiting for a pooled connection up to ${max((s) => s.poolWaiting)} (mean ${mean((s) => s.poolWaiting).toFixed(1)})`,
      );
    if (client)
      parts.push(
        `connections waiting for a lock up to ${max((s) => s.lockWaiting)} (mean ${mean((s) => s.lockWaiting).toFixed(1)})`,
      );
    return `server, ${samples.length} samples: ${parts.join('; ')}`;
  };
}
