import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** What GET /api/metrics reads; undefined while metrics are off (no hooks, no cost). */
    metricsRegistry: Registry | undefined;
  }
}

/** Seconds; from a cached song page (a few ms) to a slow logo upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The mail queue's states worth an alert; sent and skipped rows only pile up as a record. */
const WATCHED_MAIL_STATES = ['pending', 'sending', 'failed'] as const;

/**
 * Prometheus metrics of this process, in a registry of its own (tests build many apps in one
 * process; prom-client's global registry would refuse the second). Besides Node's own
 * (prom-client's defaults: CPU, memory, GC, event-loop lag), requests by route pattern and
 * status, PostgreSQL's pool, and the e-mail queue.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics }: { metrics: AppConfig['metrics'] }) => {
    if (metrics.mode === 'off') {
      app.decorate('metricsRegistry', undefined);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    countRequests(app, registry);
    watchDatabase(app, registry);
    app.decorate('metricsRegistry', registry);
  },
  { name: 'metrics', dependencies: ['database'] },
);

function countRequests(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The pattern (/api/musicas/:id), never the path: one series per route, not per id. Pages
      // and unknown paths are answered by the not-found handler and share one label.
      route: request.routeOptions.url ?? '(no route)',
      status_code: reply.statusCode,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

function watchDatabase(app: FastifyInstance, registry: Registry) {
  const pool = app.dbPool;
  if (pool)
    new Gauge({
      name: 'levita_db_pool_connections',
      help: 'PostgreSQL pool: open connections (total), idle ones, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  new Gauge({
    name: 'levita_mail_jobs',
    help: 'Schedule e-mails waiting, being sent, or given up after every retry (failed)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ status: string; total: number | string }>`
        select status, count(*) as total from mail_jobs
        where status in (${sql.join(WATCHED_MAIL_STATES)}) group by status`.execute(app.db);
      for (const status of WATCHED_MAIL_STATES)
        this.set({ status }, Number(rows.find((row) => row.status === status)?.total ?? 0));
    },
  });
}
