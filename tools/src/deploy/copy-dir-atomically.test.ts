import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyDirAtomically } from './copy-dir-atomically';

describe('copyDirAtomically', () => {
  it('replaces the target folder whole and cleans up after itself', async () => {
    const root = await mkdtemp(join(tmpdir(), 'levita-copy-'));
    const first = join(root, 'first');
    const second = join(root, 'second');
    await mkdir(join(first, 'assets'), { recursive: true });
    await writeFile(join(first, 'index.html'), 'one');
    await writeFile(join(first, 'assets', 'old.js'), 'old');
    await mkdir(second);
    await writeFile(join(second, 'index.html'), 'two');

    const target = join(root, 'deploy', 'shell');
    await copyDirAtomically(first, target);
    await copyDirAtomically(second, target);

    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('two');
    expect(await readdir(target)).toEqual(['index.html']);
    expect(await readdir(join(root, 'deploy'))).toEqual(['shell']);
  });
});
