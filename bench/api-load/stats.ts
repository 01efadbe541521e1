/** Each call's answer times and statuses during one run, and the table they make. */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Agent, type Dispatcher, request as undiciRequest } from 'undici';

const agent = new Agent({ connections: 512, pipelining: 1 });

interface CallStats {
  latencies: number[];
  statuses: Map<number, number>;
  /** Network errors and timeouts: no answer at all. */
  errors: number;
  /** The first failure, to show what went wrong. */
  sample?: string;
}

export type Recorder = ReturnType<typeof createRecorder>;

export function createRecorder() {
  const calls = new Map<string, CallStats>();
  const of = (label: string) => {
    let entry = calls.get(label);
    if (!entry) calls.set(label, (entry = { latencies: [], statuses: new Map(), errors: 0 }));
    return entry;
  };

  /** One timed call; its answer's JSON, or undefined when it failed (counted as such). */
  async function timed<T>(
    base: string,
    label: string,
    method: string,
    path: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<T | undefined> {
    const entry = of(label);
    const started = performance.now();
    try {
      const response = await undiciRequest(`${base}${path}`, {
        method: method as Dispatcher.HttpMethod,
        dispatcher: agent,
        headers: {
          'accept-encoding': 'gzip',
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      const raw = Buffer.from(await response.body.arrayBuffer());
      const text = (
        response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
      ).toString('utf8');
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      entry.latencies.push(performance.now() - started);
      entry.statuses.set(response.statusCode, (entry.statuses.get(response.statusCode) ?? 0) + 1);
      if (!ok) entry.sample ??= `${response.statusCode} ${text.slice(0, 200)}`;
      return ok ? (JSON.parse(text) as T) : undefined;
    } catch (error) {
      entry.errors++;
      entry.sample ??= error instanceof Error ? error.message : String(error);
      return undefined;
    }
  }

  /**
   * A GET on a connection of its own, as a person opening the app makes one. The server
   * accepts one new connection per turn of its event loop (libuv), so while it is saturated
   * this waits longer than the same call on a connection already open.
   */
  function timedOnNewConnection(base: string, label: string, path: string, token: string) {
    const entry = of(label);
    const started = performance.now();
    return new Promise<void>((resolve) => {
      const fail = (error: Error) => {
        entry.errors++;
        entry.sample ??= error.message;
        resolve();
      };
      const sent = request(
        `${base}${path}`,
        { agent: false, headers: { authorization: `Bearer ${token}` }, timeout: 30_000 },
        (response) => {
          response.resume();
          response.on('error', fail);
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            entry.latencies.push(performance.now() - started);
            entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
            if (status >= 300) entry.sample ??= String(status);
            resolve();
          });
        },
      );
      sent.on('timeout', () => sent.destroy(new Error('no answer within 30 s')));
      sent.on('error', fail);
      sent.end();
    });
  }

  return { timed, timedOnNewConnection, calls };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** The goal of every call of a mix: p99 under this many milliseconds (docs/operations.md "Load"). */
export const P99_GOAL_MS = 300;

/**
 * Prints the table of one run and how its calls stand against P99_GOAL_MS (all but
 * `outsideGoal`, which is printed and not judged); answers the calls that had a non-2xx answer
 * or an error. Timing is reported, never failed on: the figures depend on the machine.
 */
export function printTable(
  recorder: Recorder,
  run: { title: string; seconds: number; users: number; outsideGoal?: string },
  say: (line?: string) => void,
): string[] {
  const { title, seconds } = run;
  const slow: string[] = [];
  const rows = [...recorder.calls].map(([label, entry]) => {
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    const p99 = sorted.length ? quantile(sorted, 0.99) : undefined;
    if (label !== run.outsideGoal && p99 !== undefined && p99 >= P99_GOAL_MS)
      slow.push(`${label} ${p99.toFixed(0)} ms`);
    const count = [...entry.statuses.values()].reduce((a, b) => a + b, 0);
    const failed = [...entry.statuses].filter(([status]) => status >= 300);
    const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));
    return {
      label,
      sample: entry.sample,
      cells: [
        title,
        label,
        String(count),
        (count / seconds).toFixed(1),
        ms(sorted.length ? quantile(sorted, 0.5) : undefined),
        ms(p99),
        ms(sorted.at(-1)),
        failed.map(([status, n]) => `${n}×${status}`).join(' ') || '0',
        String(entry.errors),
      ],
    };
  });
  const header = [
    'run',
    'call',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'non-2xx',
    'errors',
  ];
  const widths = header.map((name, i) =>
    Math.max(name.length, ...rows.map((row) => row.cells[i]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  say(line(header));
  say(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) say(line(row.cells));
  const total = rows.reduce((sum, row) => sum + Number(row.cells[2]), 0);
  say(
    `${title}: ${total} requests in ${seconds} s, ${(total / seconds).toFixed(0)} req/s with ${run.users} users`,
  );
  say(
    slow.length
      ? `${title}: p99 of ${P99_GOAL_MS} ms or more: ${slow.join(', ')}`
      : `${title}: every call's p99 under ${P99_GOAL_MS} ms${run.outsideGoal ? ` (not judged: ${run.outsideGoal})` : ''}`,
  );
  const failed = rows.filter((row) => row.cells[7] !== '0' || row.cells[8] !== '0');
  for (const row of failed) say(`  ${row.label}: ${row.sample}`);
  return failed.map((row) => `${title} ${row.label}`);
}
