import { join } from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from '../deploy/workspace';

let eslint: ESLint;

const boundaryRules = new Set(['@nx/enforce-module-boundaries', 'no-restricted-imports']);

/** Lints `code` as if it were a file at `path`, and returns the boundary rules' messages. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, path) });
  return (result?.messages ?? [])
    .filter((message) => boundaryRules.has(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('module boundaries (eslint.config.mjs)', () => {
  beforeAll(async () => {
    // The rule reads Nx's project graph; make sure it exists and is current.
    await createProjectGraphAsync({ exitOnError: false });
    eslint = new ESLint({ cwd: workspaceRoot });
  }, 120_000);

  it('lets a remote use the shared libraries', async () => {
    const code = "import { Button } from '@levita/ui';\nexport const x = Button;\n";
    expect(await boundaryErrors('apps/repertoire/src/ok.ts', code)).toEqual([]);
  });

  it('fails a remote that imports another app by package name', async () => {
    const code = "import { paths } from '@levita/shell';\nexport const x = paths;\n";
    expect((await boundaryErrors('apps/repertoire/src/bad.ts', code)).join('\n')).toMatch(
      /never imports another app/,
    );
  });

  it('fails a remote that reaches into another app by relative path', async () => {
    const code =
      "import { paths } from '../../schedules/src/app/app-routes';\nexport const x = paths;\n";
    const errors = await boundaryErrors('apps/repertoire/src/bad.ts', code);
    expect(errors.join('\n')).toMatch(/relative or absolute path|cannot be imported/i);
  });

  it('keeps contracts free of anything but zod', async () => {
    const code = "import { useState } from 'react';\nexport const x = useState;\n";
    expect(await boundaryErrors('libs/contracts/src/bad.ts', code)).not.toEqual([]);
    const ok = "import { z } from 'zod';\nexport const x = z.string();\n";
    expect(await boundaryErrors('libs/contracts/src/ok.ts', ok)).toEqual([]);
  });

  it('keeps the UI kit out of the API', async () => {
    const code = "import { Button } from '@levita/ui';\nexport const x = Button;\n";
    expect(await boundaryErrors('apps/api/src/bad.ts', code)).not.toEqual([]);
  });
});
