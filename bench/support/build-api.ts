import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Builds dist/apps/api (node apps/api/build.mjs), as production and the bench servers run it. */
export function buildApi(say: (line: string) => void) {
  say('[bench] building the API (node apps/api/build.mjs)');
  const build = spawnSync(process.execPath, ['apps/api/build.mjs'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`the API build failed:\n${build.stdout ?? ''}${build.stderr ?? ''}`);
}
