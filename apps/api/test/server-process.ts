import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSchema, onTestEnd, testDatabaseKind, testDatabaseUrl } from './helper';

const apiRoot = join(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A database for server processes of the current test, kept between them (what one leaves
 * behind, the next opens) and removed when it ends: a SQLite file or a PostgreSQL schema.
 */
export async function serverDatabaseEnv(name: string): Promise<Record<string, string>> {
  if (testDatabaseKind === 'sqlite') {
    const dataDir = await mkdtemp(join(tmpdir(), `levita-${name}-`));
    onTestEnd(() => rm(dataDir, { recursive: true, force: true }));
    return { DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') };
  }
  const schema = `levita_${name}_${randomBytes(6).toString('hex')}`;
  onTestEnd(() => dropSchema(schema));
  return {
    DATABASE_URL: testDatabaseUrl!,
    DATABASE_SCHEMA: schema,
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
}

export interface ServerProcess {
  url: string;
  /**
   * Resolves with everything the server printed on its standard output once that contains
   * `text` (the pipe may deliver it after /api/health answered); rejects if it exits first.
   */
  printed: (text: string) => Promise<string>;
  /** SIGKILL: no clean shutdown, as a crash or an OOM kill would stop it. */
  kill: () => Promise<void>;
}

/**
 * The real server (src/server.ts through tsx, as `npm start` runs the build) on a port of its
 * own, once it answers /api/health. The caller kills it.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    child.emit('printed');
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const printed = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!stdout.includes(text)) return;
        child.off('printed', check);
        child.off('exit', gone);
        resolve(stdout);
      };
      const gone = () => {
        child.off('printed', check);
        reject(new Error(`the server exited before printing ${text}:\n${stdout}\n${stderr}`));
      };
      child.on('printed', check);
      child.once('exit', gone);
      check();
      if (child.exitCode !== null || child.signalCode !== null) gone();
    });
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${stderr}`);
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) return { url, printed, kill };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await kill();
  throw new Error(`the server did not answer within 30 s:\n${stderr}`);
}
