import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Asks the OS for a port nobody uses, synchronously (the Playwright config is not async). */
/** The deploy root the suite's server serves (playwright.config.ts sets it for every worker). */
export function suiteDeployRoot(): string {
  const root = process.env['E2E_DEPLOY_ROOT'];
  if (!root) throw new Error('E2E_DEPLOY_ROOT is set by playwright.config.ts');
  return root;
}

export function findFreePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log('port='+s.address().port);s.close()})";
  // NODE_OPTIONS is dropped: task runners preload hooks there that may print to stdout.
  const output = execFileSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const port = Number(/port=(\d+)/.exec(output)?.[1]);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`Could not find a free port (got: ${output})`);
  return port;
}

export function makeTempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function appVersion(app: string): string {
  return (
    JSON.parse(readFileSync(join(workspaceRoot, 'apps', app, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/**
 * The environment a command of another workspace starts from. What npm and an Nx task pass
 * down (this workspace's root and prefix, the running task) is left out: Nx and npm started
 * there must find their workspace from the folder they run in. Nx runs without its daemon,
 * which would outlive a scratch folder.
 */
function commandEnv(): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !/^(NX_|npm_|INIT_CWD$)/i.test(name),
  );
  return { ...Object.fromEntries(inherited), NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
}

/** Runs a command to completion in `cwd` and fails with its output. */
export function runIn(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: commandEnv() });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`,
    );
}

/**
 * Runs the same deploy command a person runs (`npm run deploy -- ...`) against the test deploy
 * root, from this workspace or another one's builds.
 */
export function deploy(args: string[], deployRoot: string, workspace = workspaceRoot): void {
  runIn(workspace, 'npx', ['tsx', 'tools/src/deploy/cli.ts', ...args, '--deploy-root', deployRoot]);
}
