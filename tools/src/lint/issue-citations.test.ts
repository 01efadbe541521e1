import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from '../deploy/workspace';

const eslint = new ESLint({ cwd: workspaceRoot });

/** The no-issue-citations messages for `code` linted as a file at `path`. */
async function citations(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'levita/no-issue-citations')
    .map((message) => message.message);
}

describe('levita/no-issue-citations (eslint.config.mjs)', () => {
  it('fails a comment that cites an issue number, in any file and comment style', async () => {
    const code = [
      '// Issue 24: ids were parsed loosely.',
      '/** Search that stays fast (issue 23, docs/performance.md). */',
      'export const x = 1; /* see issues #7 */',
      '',
    ].join('\n');
    const found = await citations('apps/api/src/example.ts', code);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/cites "Issue 24".*docs\/decisions\.md/);
    expect(
      await citations('apps/shell/src/example.tsx', '// (issue 41)\nexport {};\n'),
    ).toHaveLength(1);
  });

  it('lets comments speak of issues in words, and code hold such text', async () => {
    const code = [
      '// A known issue of happy-dom: its localStorage proxy cannot be spied on.',
      "export const label = 'issue 12';",
      '',
    ].join('\n');
    expect(await citations('libs/testing/src/example.ts', code)).toEqual([]);
  });
});
