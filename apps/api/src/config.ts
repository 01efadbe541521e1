import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PublicWebConfig } from '@levita/contracts';
import { z } from 'zod';
import { isTimeZone } from './calendar/today';

const portSchema = z.coerce.number().int().min(0).max(65535);
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const optionalUrl = (protocols: RegExp) =>
  optionalText.pipe(z.url({ protocol: protocols, message: 'must be a URL' }).optional());

/** JWT_SECRET shorter than this is refused: HS256 is only as strong as its key. */
export const MIN_JWT_SECRET_BYTES = 32;

const envSchema = z.object({
  PORT: portSchema.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where deployed web builds live: shell/, remotes.json and remotes/<name>/<version>/. */
  DEPLOY_ROOT: z.string().min(1).default('./deploy'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  /** How long start-up keeps trying a PostgreSQL server that does not answer yet. */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** PostgreSQL schema the tables live in; lets tests and shared servers keep apart. */
  DATABASE_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(
    z
      .string()
      .refine(
        (secret) => Buffer.byteLength(secret) >= MIN_JWT_SECRET_BYTES,
        `must be at least ${MIN_JWT_SECRET_BYTES} bytes long`,
      )
      .optional(),
  ),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  APP_URL: optionalUrl(/^https?$/),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().min(3).default('Levita <no-reply@levita.app>'),
  /**
   * How often each API process looks for due reminders and for e-mail left in the queue (a
   * change sends at once; this catches retries, reminders and another process's leftovers).
   */
  MAIL_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  DEEZER_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.deezer.com'),
  /** How long a song search waits for Deezer before answering 502. */
  DEEZER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  REDIS_URL: optionalUrl(/^rediss?$/),
  /**
   * A request whose headers and body have not all arrived after this long is answered 408
   * and its connection closed: a client trickling a body cannot hold sockets for ever.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * The calendar of the ministries this server hosts: what "today" and "this month" mean for
   * unavailability status and statistics. Schedule and unavailability dates themselves are
   * calendar dates with no time zone (docs/schedules.md).
   */
  TIME_ZONE: z
    .string()
    .default('America/Sao_Paulo')
    .refine(isTimeZone, 'must be an IANA time zone such as America/Sao_Paulo'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, message: 'must be a list of origins' }))),
  /** Requests per minute per client address on each sign-in, sign-up and recovery route. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Requests per 15 minutes per e-mail address on those routes. */
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /** Music catalogue searches per minute per signed-in user. */
  MUSIC_SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * Access-code tries per minute per user, and per client address (a church's Wi-Fi is one
   * address for everyone joining on a Sunday): codes cannot be guessed by brute force.
   */
  JOIN_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(10),
  JOIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  /**
   * Double-booking checks per minute per user. The schedule form asks once per date or time
   * typed, a few dozen times while a schedule is built; asking far more is someone mapping
   * which days other ministries' members serve.
   */
  CONFLICTS_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(30),
  /**
   * Calendar feed fetches per minute per client address. Calendar services fetch many
   * users' feeds from few addresses, so this is higher than the sign-in limits.
   */
  CALENDAR_FEED_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(120),
  /**
   * Opens GET /api/metrics (Prometheus) to requests carrying `Authorization: Bearer <token>`.
   * Without it, and without METRICS_PUBLIC, the metrics are off: they name routes and load.
   */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'must be at least 16 characters long').optional(),
  ),
  /** Serves /api/metrics without a token: only where no one outside reaches the port. */
  METRICS_PUBLIC: z.stringbool().default(false),
  /** Behind a reverse proxy, set to its hop count so rate limits see the client address. */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Contact address shown in the legal pages of the web app. */
  CONTACT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('contato@levita.app'),
  /** Store pages of the mobile apps, linked from the landing page. */
  ANDROID_APP_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .default('https://play.google.com/store/search?q=Levita&c=apps'),
  IOS_APP_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
    .default('https://apps.apple.com/br/search?term=Levita'),
  /** Where the feedback link points; by default an e-mail to CONTACT_EMAIL. */
  FEEDBACK_URL: optionalUrl(/^(https?|mailto)$/).refine(
    (url) => url !== 'mailto:',
    'must be an http(s) or mailto: URL with an address',
  ),
  /**
   * `npm start -- --demo` sets DEMO=1: an empty database gets the demo ministry at start-up
   * (src/demo). A typo such as DEMO=yes stops the server rather than quietly skipping it.
   */
  DEMO: optionalText
    .pipe(
      z.enum(['1', 'true', '0', 'false'], { message: 'must be 1, true, 0 or false' }).optional(),
    )
    .transform((value) => value === '1' || value === 'true'),
});

type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  deployRoot: string;
  logLevel: Env['LOG_LEVEL'];
  database:
    | { kind: 'sqlite'; file: string }
    | { kind: 'postgres'; url: string; schema: string | undefined; waitMs: number };
  jwtSecret: string;
  accessTokenTtlMinutes: number;
  /** Public address of the web app; every link in an e-mail starts here. */
  appUrl: string;
  /**
   * Whether APP_URL was set. Addresses shown in the web app (the calendar feed's) use it then;
   * else the origin the request came to, which is right behind any host name.
   */
  appUrlConfigured: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailPollMs: number;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  deezerApiUrl: string;
  deezerTimeoutMs: number;
  redisUrl: string | undefined;
  timeZone: string;
  corsOrigins: string[];
  rateLimit: {
    perIp: number;
    perEmail: number;
    musicSearchPerUser: number;
    joinPerUser: number;
    joinPerIp: number;
    conflictsPerUser: number;
    calendarFeedPerIp: number;
  };
  requestTimeoutMs: number;
  trustProxy: number;
  /** Who may read /api/metrics: no one (off), the holder of a token, or anyone. */
  metrics: { mode: 'off' } | { mode: 'token'; token: string } | { mode: 'public' };
  /** Settings written into every page of the web app (libs/contracts PublicWebConfig). */
  publicWeb: PublicWebConfig;
  /** Seed the demo ministry at start-up when the database has no users (DEMO). */
  demo: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start-up; a bad value stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET))
    throw new ConfigError(
      'Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  if (e.METRICS_TOKEN && e.METRICS_PUBLIC)
    throw new ConfigError(
      'Invalid configuration: METRICS_TOKEN and METRICS_PUBLIC=true contradict each other; set one',
    );
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    deployRoot: resolve(e.DEPLOY_ROOT),
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          schema: e.DATABASE_SCHEMA,
          waitMs: e.DATABASE_WAIT_SECONDS * 1000,
        }
      : { kind: 'sqlite', file: join(dataDir, 'levita.db') },
    jwtSecret: e.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    accessTokenTtlMinutes: e.ACCESS_TOKEN_TTL_MINUTES,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    appUrlConfigured: e.APP_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPollMs: e.MAIL_POLL_SECONDS * 1000,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
          }
        : undefined,
    deezerApiUrl: e.DEEZER_API_URL.replace(/\/+$/, ''),
    deezerTimeoutMs: e.DEEZER_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    timeZone: e.TIME_ZONE,
    corsOrigins: e.CORS_ORIGINS,
    rateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      musicSearchPerUser: e.MUSIC_SEARCH_RATE_LIMIT,
      joinPerUser: e.JOIN_RATE_LIMIT_PER_USER,
      joinPerIp: e.JOIN_RATE_LIMIT_PER_IP,
      conflictsPerUser: e.CONFLICTS_RATE_LIMIT_PER_USER,
      calendarFeedPerIp: e.CALENDAR_FEED_RATE_LIMIT_PER_IP,
    },
    trustProxy: e.TRUST_PROXY,
    metrics: e.METRICS_TOKEN
      ? { mode: 'token', token: e.METRICS_TOKEN }
      : e.METRICS_PUBLIC
        ? { mode: 'public' }
        : { mode: 'off' },
    publicWeb: {
      contactEmail: e.CONTACT_EMAIL,
      androidAppUrl: e.ANDROID_APP_URL,
      iosAppUrl: e.IOS_APP_URL,
      feedbackUrl: e.FEEDBACK_URL ?? `mailto:${e.CONTACT_EMAIL}?subject=Feedback%20Levita`,
    },
    demo: e.DEMO,
  };
}

/**
 * Without JWT_SECRET the embedded default still needs a stable key, or every restart would
 * sign everyone out: one is generated once and kept, readable by the owner only.
 */
function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created it first; then theirs is the one to use.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
