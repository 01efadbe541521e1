import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from '../deploy/workspace';

let eslint: ESLint;

const boundaryRules = new Set([
  '@nx/enforce-module-boundaries',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
]);

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

  // eslint.config.mjs reads the apps from apps/*: a remote the generator adds is held to the
  // shared libraries, and banned by name, with no list to edit. (Nx fails every import of a
  // project whose tags match no constraint, so the first expectation fails without it.)
  it.each(readdirSync(join(workspaceRoot, 'apps')))(
    'holds apps/%s to the shared libraries by its scope tag',
    async (app) => {
      const file = `apps/${app}/src/probe.ts`;
      const shared =
        "import { remoteNames } from '@levita/contracts';\nexport const x = remoteNames;\n";
      expect(await boundaryErrors(file, shared)).toEqual([]);
      const other = app === 'shell' ? 'api' : 'shell';
      const byName = `import { x } from '@levita/${other}';\nexport const y = x;\n`;
      expect((await boundaryErrors(file, byName)).join('\n')).toMatch(/never imports another app/);

      const { nx: project } = JSON.parse(
        readFileSync(join(workspaceRoot, 'apps', app, 'package.json'), 'utf8'),
      ) as { nx: { tags: string[] } };
      const scope = project.tags.find((tag) => tag.startsWith('scope:'));
      const rule = (await eslint.calculateConfigForFile(join(workspaceRoot, file))).rules[
        '@nx/enforce-module-boundaries'
      ] as [
        unknown,
        { depConstraints: { sourceTag: string; onlyDependOnLibsWithTags: string[] }[] },
      ];
      expect(rule[1].depConstraints).toContainEqual(
        expect.objectContaining({ sourceTag: scope, onlyDependOnLibsWithTags: ['scope:shared'] }),
      );
    },
  );

  it('keeps contracts free of anything but zod/mini', async () => {
    const code = "import { useState } from 'react';\nexport const x = useState;\n";
    expect(await boundaryErrors('libs/contracts/src/bad.ts', code)).not.toEqual([]);
    const ok = "import { z } from 'zod/mini';\nexport const x = z.string();\n";
    expect(await boundaryErrors('libs/contracts/src/ok.ts', ok)).toEqual([]);
  });

  // Classic zod cannot be tree-shaken: the contracts and everything the browser loads use
  // zod/mini; only the API may use classic zod, for its own schemas.
  it.each([
    ...readdirSync(join(workspaceRoot, 'libs')).map((lib) => `libs/${lib}/src/probe.ts`),
    'libs/testing/src/mock-api/probe.test.ts',
    ...readdirSync(join(workspaceRoot, 'apps'))
      .filter((app) => app !== 'api')
      .map((app) => `apps/${app}/src/features/probe/components/probe.tsx`),
  ])('keeps classic zod out of %s', async (file) => {
    for (const source of ['zod', 'zod/v4'])
      expect(
        (await boundaryErrors(file, `import { z } from '${source}';\nexport const x = z;\n`)).join(
          '\n',
        ),
      ).toMatch(/import 'zod\/mini', never classic zod/);
    const mini = "import { z } from 'zod/mini';\nexport const x = z;\n";
    expect(await boundaryErrors(file, mini)).toEqual([]);
  });

  it('lets the API use classic zod for its own schemas', async () => {
    const code = "import { z } from 'zod';\nexport const x = z;\n";
    expect(await boundaryErrors('apps/api/src/probe.ts', code)).toEqual([]);
  });

  it('keeps the UI kit out of the API', async () => {
    const code = "import { Button } from '@levita/ui';\nexport const x = Button;\n";
    expect(await boundaryErrors('apps/api/src/bad.ts', code)).not.toEqual([]);
  });

  it("keeps the API's repositories below its domain folders and routes", async () => {
    const importing = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;
    const file = 'apps/api/src/repositories/probe-repository.ts';
    for (const source of ['../songs/deezer-client', '../ministries/ministry-access', '../routes'])
      expect((await boundaryErrors(file, importing(source))).join('\n')).toMatch(
        /A repository imports only db\//,
      );
    for (const source of ['../db/clock', './members-repository', '@levita/contracts'])
      expect(await boundaryErrors(file, importing(source))).toEqual([]);
  });

  // A file of a web app may import only along the zones: shared code -> features -> app.
  describe('import zones inside a web app (docs/architecture.md §5)', () => {
    const zoneErrors = async (path: string, source: string) =>
      (await boundaryErrors(path, `import { x } from '${source}';\nexport const y = x;\n`)).join(
        '\n',
      );
    const feature = 'apps/shell/src/features/dashboard/components/file.tsx';

    it('keeps a feature out of every other feature', async () => {
      expect(await zoneErrors(feature, '../../profile/components/profile-page')).toMatch(
        /never imports another feature/,
      );
      expect(
        await zoneErrors(`${feature.slice(0, -4)}.test.tsx`, '../../auth/testing/test-utils'),
      ).toMatch(/never imports another feature/);
    });

    it('lets a feature use its own folders and the shared ones', async () => {
      for (const source of [
        '../hooks/use-minimum-delay',
        '../../../config/paths',
        '../../../components/layout/page-outlet',
        '../../../hooks/use-caller-standing',
        '../../../lib/session/session-store',
      ])
        expect(await zoneErrors(feature, source)).toBe('');
    });

    it('lets only app/ compose features', async () => {
      expect(await zoneErrors(feature, '../../../app/app-routes')).toMatch(/Only app\/ composes/);
      expect(
        await zoneErrors(
          'apps/landing/src/features/home/components/file.tsx',
          '../../../page/follow-link',
        ),
      ).toMatch(/Only app\/ composes/);
      expect(
        await zoneErrors('apps/shell/src/app/file.tsx', '../features/auth/components/login-page'),
      ).toBe('');
      expect(await zoneErrors('apps/landing/src/page/file.tsx', '../app/app')).toBe('');
    });

    it('keeps shared code free of features and app/', async () => {
      expect(
        await zoneErrors(
          'apps/shell/src/components/layout/file.tsx',
          '../../features/auth/components/login-page',
        ),
      ).toMatch(/never imports a feature/);
      expect(await zoneErrors('apps/shell/src/hooks/file.ts', '../app/app')).toMatch(
        /Only app\/ composes/,
      );
      expect(
        await zoneErrors(
          'apps/repertoire/src/config/file.ts',
          '../features/song-list/hooks/use-song-page',
        ),
      ).toMatch(/never imports a feature/);
    });

    it('lets test code render the app, never reach into a feature', async () => {
      expect(await zoneErrors(`${feature.slice(0, -4)}.test.tsx`, '../../../app/app')).toBe('');
      expect(
        await zoneErrors('apps/shell/src/components/layout/file.test.tsx', '../../app/app'),
      ).toBe('');
      expect(await zoneErrors('apps/shell/src/testing/kit.tsx', '../app/app')).toBe('');
      expect(
        await zoneErrors(
          'apps/shell/src/testing/kit.tsx',
          '../features/auth/components/login-page',
        ),
      ).toMatch(/never imports a feature/);
    });

    it('still bans other apps by name inside the zones', async () => {
      expect(await zoneErrors(feature, '@levita/schedules')).toMatch(/never imports another app/);
    });
  });
});
