import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

const apiRoot = join(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
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
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${stderr}`);
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) return { url, kill };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await kill();
  throw new Error(`the server did not answer within 30 s:\n${stderr}`);
}
