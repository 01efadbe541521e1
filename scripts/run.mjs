// Small helpers shared by start.mjs and test.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, createWriteStream, openSync } from 'node:fs';
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

/**
 * `run` without blocking: jobs started with runInBackground go on being handled (their exits
 * seen, the next ones started) while this one has the terminal. With `logFile`, the output
 * also goes there.
 */
export function runAttached(command, args, env = toolEnv, logFile = undefined) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: logFile ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  const log = logFile && createWriteStream(logFile);
  if (log) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      from.on('data', (chunk) => {
        to.write(chunk);
        log.write(chunk);
      });
  }
  return new Promise((resolve) => {
    let ended = false;
    const done = (passed) => {
      if (ended) return;
      ended = true;
      if (log) log.end(() => resolve(passed));
      else resolve(passed);
    };
    child.once('error', () => done(false));
    // 'close', not 'exit': the output may still be in the pipes when the process exits.
    child.once('close', (code) => done(code === 0));
  });
}

/** Whether `chrt` can put a command in the idle scheduling class (util-linux, on Linux). */
function idleClassAvailable() {
  return spawnSync('chrt', ['--idle', '0', 'true'], { stdio: 'ignore' }).status === 0;
}

/**
 * Runs a command in the repository root with its output going to `logFile`, beside whatever
 * runs in the foreground; resolves to true on success.
 *
 * The command runs in Linux's idle scheduling class where `chrt` is there (`SCHED_IDLE`, else
 * `nice -n 19`; both inherited by every process it starts): it takes the cycles the foreground
 * leaves idle and no more. At equal priority an API suite beside the e2e run took half the two
 * cores from the browser, and e2e went from 8 to 25 minutes, with a journey timing out; niced,
 * e2e still waited on the suite's time slices (docs/operations.md, "CI's time").
 */
export function runInBackground(command, args, env, logFile) {
  console.log(`\n$ ${command} ${args.join(' ')} > ${logFile} (in the background, idle priority)`);
  const output = openSync(logFile, 'w');
  const niced = ['nice', '-n', '19', command, ...args];
  const [program, ...programArgs] =
    process.platform === 'win32'
      ? [command, ...args]
      : idleClassAvailable()
        ? ['chrt', '--idle', '0', ...niced]
        : niced;
  const child = spawn(program, programArgs, {
    cwd: root,
    stdio: ['ignore', output, output],
    env,
  });
  // The child has its own copy of the descriptor.
  closeSync(output);
  return new Promise((resolve) => {
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
