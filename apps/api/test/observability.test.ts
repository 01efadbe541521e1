import { describe, expect, it } from 'vitest';
import { bearer, signedIn } from './accounts-fixtures';
import { buildTestApp, testDatabaseKind } from './helper';

const TOKEN = 'scrape-0123456789abcdef';

/** The value of one sample line of Prometheus' text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/ready', () => {
  it('is ready when the database answers, and says Redis is not configured without REDIS_URL', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not_configured' },
    });
  });

  it('asks Redis when REDIS_URL is set', async () => {
    const app = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
    const response = await app.inject({ url: '/api/ready' });
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  });

  it('stays 200 but degraded when Redis is unreachable: the rate limits count per process meanwhile', async () => {
    const app = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'degraded',
      checks: { database: 'ok', redis: 'unreachable' },
    });
  });

  it('answers 503 not_ready when the database does not answer', async () => {
    const app = await buildTestApp();
    await app.db.destroy();
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'error', redis: 'not_configured' },
    });
    // Liveness is another question: the process itself still runs.
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/metrics', () => {
  it('is off by default: 404, as an unknown path', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('with METRICS_TOKEN, answers only the holder of the token', async () => {
    const app = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const without = await app.inject({ url: '/api/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(without.json()).toMatchObject({ error: 'unauthorized' });
    const wrong = await app.inject({ url: '/api/metrics', headers: bearer(`${TOKEN}x`) });
    expect(wrong.statusCode).toBe(401);
    // A user's session token is no metrics token.
    const { token } = await signedIn(app);
    expect((await app.inject({ url: '/api/metrics', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const right = await app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests and their latency per route pattern and status, and reports event-loop lag', async () => {
    const app = await buildTestApp({ env: { METRICS_PUBLIC: 'true' } });
    const { token } = await signedIn(app);
    for (const id of [1, 2, 3])
      expect(
        (await app.inject({ url: `/api/ministerios/${id}`, headers: bearer(token) })).statusCode,
      ).toBe(404);
    await app.inject({ url: '/api/ministerios', headers: bearer(token) });
    await app.inject({ url: '/api/nada' });

    const response = await app.inject({ url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    // Three ids, one series: the pattern, never the path.
    expect(
      sample(
        text,
        'http_requests_total{method="GET",route="/api/ministerios/:id",status_code="404"}',
      ),
    ).toBe(3);
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/ministerios",status_code="200"}'),
    ).toBe(1);
    expect(text).not.toContain('/api/ministerios/1"');
    expect(
      sample(text, 'http_requests_total{method="GET",route="(no route)",status_code="404"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/ministerios/:id",status_code="404"}',
      ),
    ).toBe(3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/ministerios/:id",status_code="404"}',
      ),
    ).toBe(3);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports the e-mail queue by status', async () => {
    const app = await buildTestApp({ env: { METRICS_PUBLIC: 'true' } });
    const { id } = await signedIn(app);
    const now = new Date().toISOString();
    const job = {
      user_id: id,
      kind: 'reminder',
      payload: '{}',
      run_at: now,
      created_at: now,
      status: 'pending' as const,
    };
    await app.db
      .insertInto('mail_jobs')
      .values([job, job, { ...job, status: 'failed' }, { ...job, status: 'sent' }])
      .execute();
    const text = (await app.inject({ url: '/api/metrics' })).body;
    expect(sample(text, 'levita_mail_jobs{status="pending"}')).toBe(2);
    expect(sample(text, 'levita_mail_jobs{status="failed"}')).toBe(1);
    expect(sample(text, 'levita_mail_jobs{status="sending"}')).toBe(0);
    expect(text).not.toContain('levita_mail_jobs{status="sent"}');
  });

  it.runIf(testDatabaseKind === 'postgres')("reports PostgreSQL's connection pool", async () => {
    const app = await buildTestApp({ env: { METRICS_PUBLIC: 'true' } });
    await app.inject({ url: '/api/ready' });
    const text = (await app.inject({ url: '/api/metrics' })).body;
    expect(sample(text, 'levita_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'levita_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'levita_db_pool_connections{state="waiting"}')).toBe(0);
  });

  it.runIf(testDatabaseKind === 'sqlite')(
    'has no pool series on SQLite, which has no pool',
    async () => {
      const app = await buildTestApp({ env: { METRICS_PUBLIC: 'true' } });
      const text = (await app.inject({ url: '/api/metrics' })).body;
      expect(text).not.toContain('levita_db_pool_connections');
      expect(text).toContain('levita_mail_jobs');
    },
  );
});
