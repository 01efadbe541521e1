import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { createSchedule, scheduleFixture, sundayService } from './schedule-fixtures';
import { deezerAnswering } from './song-fixtures';

/** How many requests a run sends; FUZZ_RUNS and FUZZ_SEED replay or widen a run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

interface Operation {
  method: InjectOptions['method'];
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyKeys: string[];
  multipart: boolean;
}

/** Every operation of the OpenAPI document, with the names of what it takes. */
async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      // Google sign-in talks to Google (google-sign-in.test.ts runs it against a local one).
      .filter(() => !path.includes('/auth/google'))
      .map(([method, operation]) => {
        const params = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        const schema = Object.values(content)[0]?.schema;
        return {
          method: method.toUpperCase() as InjectOptions['method'],
          path,
          pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
          bodyKeys: Object.keys(schema?.properties ?? {}),
          multipart: 'multipart/form-data' in content,
        };
      }),
  );
}
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
}

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '__proto__',
  'constructor',
  '💥🎸',
  'é'.normalize('NFD'),
  '\uD800',
  '0x2',
  ' 2',
  '2.0',
  '1e3',
  '-1',
  '2147483648',
  '99999999999999999999',
  'true',
  'null',
  'x'.repeat(20_000),
);
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), nasty);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 3e9, Number.MAX_SAFE_INTEGER),
);
const key = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor'));
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
}));

/** encodeURIComponent, with lone surrogates (which it refuses) made U+FFFD first. */
const encode = (raw: string) =>
  encodeURIComponent(
    raw.replace(/[\uD800-\uDFFF]/g, (c, i, all) =>
      /[\uD800-\uDBFF]/.test(c)
        ? /[\uDC00-\uDFFF]/.test(all[i + 1] ?? '')
          ? c
          : '\uFFFD'
        : /[\uD800-\uDBFF]/.test(all[i - 1] ?? '')
          ? c
          : '\uFFFD',
    ),
  );

/** What an id in a path may be: a real one most often, so the handlers run too. */
const idText = (realIds: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: text.map(encode) },
    { weight: 1, arbitrary: fc.oneof(text, number.map(String)) },
  );

function multipartBody(fields: [string, unknown][], boundary: string, image: Uint8Array) {
  const parts = fields.map(
    ([name, field]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof field === 'string' ? field : JSON.stringify(field)}\r\n`,
  );
  const logo =
    `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\n` +
    `Content-Type: image/png\r\n\r\n`;
  return Buffer.concat([
    Buffer.from(parts.join('') + logo),
    Buffer.from(image),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function requestFor(operation: Operation, realIds: string[], tokens: string[]) {
  const body = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.subarray(operation.bodyKeys),
          fc.array(fc.tuple(fc.constantFrom(...operation.bodyKeys, 'extra'), value), {
            maxLength: 4,
          }),
        )
        .map(([keys, values]) => ({
          kind: 'json' as const,
          fields: [...keys.map((name) => [name, realIds[0]] as [string, unknown]), ...values],
        })),
    },
    {
      weight: 1,
      arbitrary: value.map((json) => ({ kind: 'raw' as const, raw: JSON.stringify(json) })),
    },
    { weight: 1, arbitrary: text.map((raw) => ({ kind: 'raw' as const, raw })) },
    {
      weight: operation.multipart ? 3 : 0,
      arbitrary: fc
        .tuple(
          fc.array(fc.tuple(fc.constantFrom(...operation.bodyKeys, 'extra'), value), {
            maxLength: 4,
          }),
          fc.constantFrom('LevitaFuzz', ''),
          fc.oneof(
            fc.uint8Array({ maxLength: 64 }),
            fc
              .uint8Array({ maxLength: 64 })
              .map(
                (rest) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...rest]),
              ),
          ),
          fc.boolean(),
        )
        .map(([fields, boundary, image, truncated]) => ({
          kind: 'multipart' as const,
          boundary,
          payload: multipartBody(fields, boundary || 'X', image).subarray(
            0,
            truncated ? 40 : undefined,
          ),
        })),
    },
  );
  return fc
    .record({
      pathValues: fc.tuple(...operation.pathParams.map(() => idText(realIds))),
      query: fc.array(
        fc.tuple(fc.constantFrom(...operation.queryParams, 'x'), fc.oneof(idText(realIds), text)),
        {
          maxLength: 3,
        },
      ),
      body,
      token: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...tokens) },
        { weight: 1, arbitrary: fc.constantFrom('', 'garbage', `${tokens[0]}x`) },
      ),
      language: fc.constantFrom('pt-BR', 'en-US', 'xx', ''),
    })
    .map(({ pathValues, query, body, token, language }): InjectOptions => {
      let url = operation.path;
      operation.pathParams.forEach((name, i) => (url = url.replace(`{${name}}`, pathValues[i]!)));
      const search = query.map(([name, v]) => `${encode(name)}=${encode(String(v))}`);
      const headers: Record<string, string> = { 'accept-language': language };
      if (token) headers.authorization = `Bearer ${token}`;
      const request: InjectOptions = {
        method: operation.method,
        url: search.length ? `${url}?${search.join('&')}` : url,
        headers,
      };
      if (operation.method === 'GET' || operation.method === 'DELETE') return request;
      if (body.kind === 'json') {
        headers['content-type'] = 'application/json';
        request.payload = JSON.stringify(Object.fromEntries(body.fields));
      } else if (body.kind === 'raw') {
        headers['content-type'] = 'application/json';
        request.payload = body.raw;
      } else {
        headers['content-type'] = body.boundary
          ? `multipart/form-data; boundary=${body.boundary}`
          : 'multipart/form-data';
        request.payload = body.payload;
      }
      return request;
    });
}

/** A request as the failure report shows it: enough to replay, long texts cut. */
const shown = (request: InjectOptions) =>
  JSON.stringify(request, (_key, v: unknown) =>
    typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v,
  );

// Requests generated from the OpenAPI document, malformed in every way we could think of, never get
// a 5xx; a failure prints the request and the seed that replays it.
describe('fuzzed requests from the OpenAPI document', () => {
  it(`never answer 5xx (seed ${SEED}, ${RUNS} requests)`, { timeout: 300_000 }, async () => {
    console.warn(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} replays this run`);
    const deezer = await deezerAnswering(200, { data: [] });
    const app = await buildTestApp({
      env: { DEEZER_API_URL: deezer.url, MUSIC_SEARCH_RATE_LIMIT: '100000' },
    });
    const f = await scheduleFixture(app);
    const schedule = await createSchedule(app, f.people.owner, sundayService(f));
    const realIds = [
      f.ministry.id,
      f.songs[0]!.id,
      schedule.id,
      f.ids.ana,
      f.functions.violao.id,
      f.people.owner.id,
    ].map(String);
    const tokens = [f.people.owner.token, f.people.admin.token, f.people.ana.token];
    const operations = await operationsOf(app);
    expect(operations.length).toBeGreaterThan(40);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations).chain((operation) => requestFor(operation, realIds, tokens)),
        async (request) => {
          const response = await app.inject(request);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500)
            failures.push(
              `${response.statusCode} ${response.body.slice(0, 200)} ← ${shown(request)}`,
            );
          return response.statusCode < 500;
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // What the run reached: mostly refusals, but the handlers too (2xx).
    console.warn(
      `fuzz: answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures).toEqual([]);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
