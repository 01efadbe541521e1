// `npm run bench:charts`: the chart micro-benchmark (measure.ts). Node cannot load the chart
// renderer from source as it is (styled-components is CommonJS, read through its default
// export), so measure.ts is bundled first with esbuild, which resolves packages as Vite does
// for the remotes, then run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const folder = mkdtempSync(join(tmpdir(), 'levita-bench-charts-'));
try {
  const outfile = join(folder, 'measure.cjs');
  await build({
    entryPoints: [new URL('./measure.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    mainFields: ['module', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile,
    logLevel: 'warning',
  });
  const measured = spawnSync(process.execPath, [outfile], { stdio: 'inherit' });
  process.exitCode = measured.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
