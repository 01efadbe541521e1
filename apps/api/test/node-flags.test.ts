import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * V8's memory settings for the API server (node-flags.json, docs/operations.md): `npm start`
 * and the benchmark read the file, `npm run serve` spells them out.
 */
const workspace = join(__dirname, '../../..');
const flags = JSON.parse(readFileSync(join(__dirname, '../node-flags.json'), 'utf8')) as string[];

describe('the API server node flags', () => {
  it('are the ones `npm run serve` starts the server with', () => {
    const { scripts } = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.serve).toBe(`node ${flags.join(' ')} dist/apps/api/main.js`);
  });

  it('are flags this node accepts', () => {
    const run = spawnSync(process.execPath, [...flags, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
