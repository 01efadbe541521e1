import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Variables of the caller's shell that would point the server elsewhere. */
const inherited = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DEPLOY_ROOT',
  'DATABASE_URL',
  'DATABASE_SCHEMA',
  'REDIS_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'APP_URL',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'NODE_OPTIONS',
];

export interface ServerOptions {
  root: string;
  dataDir: string;
  deployRoot: string;
  /** DATABASE_URL and DATABASE_SCHEMA for PostgreSQL; none for SQLite in dataDir. */
  databaseEnv: Record<string, string>;
  /** A folder for a V8 CPU profile of the server (node --cpu-prof), written when it stops. */
  cpuProfileDir?: string;
  /** More settings for the server (METRICS_PUBLIC, say). */
  env?: Record<string, string>;
}

export interface RunningServer {
  url: string;
  /** The server's resident memory now, in bytes (Linux /proc; undefined elsewhere). */
  rss(): number | undefined;
  /** CPU time the server has used so far, user and system, in seconds (Linux /proc). */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

/** Starts dist/apps/api/main.js as production runs it and waits until /api/health answers. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of inherited) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DEPLOY_ROOT: options.deployRoot,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    JOIN_RATE_LIMIT_PER_USER: '100000',
    JOIN_RATE_LIMIT_PER_IP: '100000',
    ...options.databaseEnv,
    ...options.env,
  });
  // Production's V8 memory settings (apps/api/node-flags.json), and a profile when asked.
  const nodeFlags = [
    ...(JSON.parse(
      readFileSync(join(options.root, 'apps/api/node-flags.json'), 'utf8'),
    ) as string[]),
    ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
  ];
  const child = spawn(
    process.execPath,
    [...nodeFlags, join(options.root, 'dist/apps/api/main.js')],
    { cwd: options.root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );

  // The server logs only warnings and errors: show them, and keep the last ones for a failure.
  const recent: string[] = [];
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      recent.push(line);
      if (recent.length > 20) recent.shift();
      process.stderr.write(`[api] ${line}\n`);
    }
  };
  child.stdout!.on('data', forward);
  child.stderr!.on('data', forward);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    rss: () => residentBytes(child.pid),
    cpuSeconds: () => cpuSeconds(child.pid),
    stop: () => stopServer(child, exited),
  };
  try {
    await waitForHealth(url, exited, recent);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitForHealth(url: string, exited: Promise<number | null>, recent: string[]) {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`the API exited (code ${exitCode}) before answering:\n${recent.join('\n')}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`GET ${url}/api/health did not answer within 30 s:\n${recent.join('\n')}`);
}

/** SIGTERM (the server closes cleanly and writes its CPU profile), SIGKILL after 15 s. */
async function stopServer(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Linux counts a process's CPU time in clock ticks, 100 a second on every usual kernel. */
const TICKS_PER_SECOND = 100;

function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15, the 12th and 13th after the name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
