// Small helpers shared by start.mjs and test.mjs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Nx without its background daemon or cloud: each command is self-contained, in CI too. */
export const toolEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

/** Runs a command in the repository root with the terminal attached; returns true on success. */
export function run(command, args, env = toolEnv) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}
