// Needs: git and this checkout's node_modules; nothing of the suite's server. The recipe of
// docs/api.md ("Adding an endpoint") run for real: in a scratch copy of the workspace (the
// generator edits contracts, the API, its tests, the client and the mock API), two endpoints
// are generated, one of them for a new resource; what the generator wrote must be formatted,
// lint, typecheck, and pass as generated the permission matrix, the OpenAPI list and the
// client's endpoint list, and the mock API must answer the endpoints as the API does.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { copyWorkspace } from '../support/scratch-workspace';
import { runIn } from '../support/workspace';

/** What a person types after `npx nx g @levita/tools:endpoint`, and the rows it must pass. */
const endpoints = [
  {
    // A read of a ministry's song, for admin rights; the path names both.
    args: ['song-notes', '--resource', 'songs', '--method', 'get'],
    path: '/ministerios/:ministryId/musicas/:songId/notas',
    access: 'managers',
    matrixRow: 'GET /ministerios/:ministryId/musicas/:songId/notas',
  },
  {
    // A write of a resource the API does not have yet; the ministry comes in the body.
    args: ['rehearsals', '--resource', 'rehearsals', '--newResource', '--method', 'post'],
    path: '/ensaios',
    access: 'active-members',
    matrixRow: 'POST /ensaios {ministerio_id}',
  },
];

/** Where the generator writes: every file under these is compared before and after. */
const writtenFolders = [
  'apps/api/src',
  'apps/api/test',
  'libs/contracts/src',
  'libs/api-client/src',
  'libs/testing/src',
];

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((entry) => {
    const path = `${folder}/${entry}`;
    return statSync(join(root, path)).isDirectory() ? filesUnder(root, path) : [path];
  });
}

/** A hash of every file under the written folders, by path. */
function fingerprint(root: string): Map<string, string> {
  return new Map(
    writtenFolders
      .flatMap((folder) => filesUnder(root, folder))
      .map((file) => [
        file,
        createHash('sha1')
          .update(readFileSync(join(root, file)))
          .digest('hex'),
      ]),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The generated endpoints told the same story on the API and on the mock API
 * (test/parity-fixtures.ts): Ana owns a ministry with a song, Bruno asks to join and is
 * approved; each endpoint is called as each of them and as nobody on the way. Written into the
 * scratch copy only: it holds the generator's output to the parity the project asks of every
 * endpoint.
 */
const parityTest = `import { isDeepStrictEqual } from 'node:util';
import { apiPaths, type Ministry } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { type Body, comparable, paritySides, PASSWORD, pathTo } from './parity-fixtures';

const ana = 'ana@example.com';
const bruno = 'bruno@example.com';

describe('generated endpoints', () => {
  it('answer on the mock API as on the API', async () => {
    const app = await buildTestApp();
    const { both } = paritySides(app);
    const answers: { label: string; api: unknown; mock: unknown }[] = [];
    const send = async (label: string, as: string | null, method: string, path: string | ((side: 'api' | 'mock') => string), body?: Body) => {
      const answer = await both(as, method, path, body);
      answers.push({ label, api: comparable(answer.api), mock: comparable(answer.mock) });
      return answer;
    };
    for (const [index, email] of [ana, bruno].entries())
      await send('registers', null, 'POST', apiPaths.register, {
        nome: 'Pessoa Silva',
        email,
        telefone: \`(11) 90000-000\${index}\`,
        senha: PASSWORD,
      });
    const created = await send('Ana creates a ministry', ana, 'POST', apiPaths.ministries, {
      multipart: { nome: 'Louvor Central', aceitando_membros: 'true' },
    });
    const ministryId = (created.api.body as Ministry).id;
    const codes = {
      api: (created.api.body as Ministry).codigo_acesso,
      mock: (created.mock.body as Ministry).codigo_acesso,
    };
    await send('Bruno asks to join', bruno, 'POST', (side) =>
      pathTo(apiPaths.joinMinistry, { codigo_acesso: codes[side] }),
    );
    await send('Ana adds a song', ana, 'POST', apiPaths.songs, {
      ministerio_id: ministryId,
      nome: 'Aleluia',
      artista: 'Coral',
    });
    const calls: [string, string, Body?][] = [
      ['GET', pathTo(apiPaths.songNotes, { ministryId, songId: 1 })],
      ['POST', apiPaths.rehearsals, { ministerio_id: ministryId }],
    ];
    const round = async (who: string | null) => {
      for (const [method, path, body] of calls)
        await send(\`\${who} \${method} \${path}\`, who, method, path, body);
    };
    const story = answers.length;
    await round(ana);
    await round(bruno);
    await round(null);
    await send('Ana approves Bruno', ana, 'PUT', pathTo(apiPaths.member, { id: 2 }), {
      status: 'ATIVO',
    });
    await round(bruno);

    expect(answers.filter(({ api, mock }) => !isDeepStrictEqual(api, mock))).toEqual([]);
    const notes = \`GET /ministerios/\${ministryId}/musicas/1/notas\`;
    const statusOf = ({ api }: { api: unknown }) => (api as { status: number }).status;
    expect(answers.slice(story).map((answer) => [answer.label, statusOf(answer)])).toEqual([
      [\`\${ana} \${notes}\`, 200],
      [\`\${ana} POST /ensaios\`, 201],
      [\`\${bruno} \${notes}\`, 403],
      [\`\${bruno} POST /ensaios\`, 403],
      [\`null \${notes}\`, 401],
      ['null POST /ensaios', 401],
      ['Ana approves Bruno', 200],
      [\`\${bruno} \${notes}\`, 403],
      [\`\${bruno} POST /ensaios\`, 201],
    ]);
    expect(answers[story]?.api).toEqual({
      status: 200,
      body: { ministerio_id: ministryId, nome: 'Louvor Central' },
    });
  });
});
`;

let workspace: string | undefined;

test.afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

test('an endpoint made by the generator lints, typechecks and passes its tests as generated', async () => {
  // Typechecks the API and the client and runs the API's tests of the new rows: about two
  // minutes on 2 cores.
  test.setTimeout(10 * 60_000);
  const scratch = copyWorkspace();
  workspace = scratch;
  const nx = (...args: string[]) => runIn(scratch, 'npx', ['nx', ...args, '--outputStyle=static']);
  const before = fingerprint(scratch);

  await test.step('generate', () => {
    for (const endpoint of endpoints)
      nx(
        'g',
        '@levita/tools:endpoint',
        ...endpoint.args,
        '--path',
        endpoint.path,
        '--access',
        endpoint.access,
        '--no-interactive',
      );
  });

  const after = fingerprint(scratch);
  const written = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
  await test.step('it wrote each step of the recipe', () => {
    expect(written).toEqual(
      expect.arrayContaining([
        'libs/contracts/src/songs/song-notes.ts',
        'libs/contracts/src/paths/api-paths.ts',
        'apps/api/src/routes/songs/song-notes.ts',
        'apps/api/src/routes/rehearsals/index.ts',
        'apps/api/src/routes/index.ts',
        'apps/api/src/repositories/song-notes-repository.ts',
        'apps/api/test/permission-matrix.test.ts',
        'apps/api/test/openapi.test.ts',
        'libs/api-client/src/songs/get-song-notes.ts',
        'libs/api-client/src/rehearsals/create-rehearsals.ts',
        'libs/api-client/src/endpoints.test.ts',
        'libs/testing/src/mock-api/handlers/songs.ts',
        'libs/testing/src/mock-api/handlers/rehearsals.ts',
        'libs/testing/src/mock-api/mock-api.ts',
      ]),
    );
  });
  await test.step('what it wrote is formatted and lints', () => {
    runIn(scratch, 'npx', ['prettier', '--check', ...written]);
    // The files it wrote, with the workspace's rules (module boundaries, the repositories'
    // imports, no classic zod outside the API): lint debt elsewhere is not the generator's.
    runIn(scratch, 'npx', [
      'eslint',
      '--max-warnings=0',
      ...written.filter((f) => /\.tsx?$/.test(f)),
    ]);
  });
  // The API's program holds the contracts and the mock API it imports (its tests run the mock),
  // so the generated contract, route, repository, matrix rows and handlers are all checked by
  // the API's typecheck; the client module only by the client's.
  await test.step('the projects it touched typecheck', () =>
    nx('run-many', '-t', 'typecheck', '--projects=api,api-client'));
  await test.step('the API: its rows of the permission matrix, the OpenAPI list, parity', () => {
    writeFileSync(join(scratch, 'apps/api/test/generated-endpoint-parity.test.ts'), parityTest);
    const rows = endpoints.map((endpoint) => escapeRegExp(endpoint.matrixRow));
    const report = join(scratch, 'api-tests.json');
    runIn(join(scratch, 'apps/api'), 'npx', [
      'vitest',
      'run',
      'test/permission-matrix.test.ts',
      'test/openapi.test.ts',
      'test/generated-endpoint-parity.test.ts',
      '-t',
      `(${[...rows, 'OpenAPI document', 'generated endpoints'].join('|')})`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    // A filter that matched nothing would pass too: count what ran. Per endpoint, seven
    // callers and three cross-tenant ones; the three OpenAPI tests; the parity story.
    const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    expect({ passed: numPassedTests, failed: numFailedTests }).toEqual({
      passed: endpoints.length * 10 + 3 + 1,
      failed: 0,
    });
  });
  await test.step("the client's endpoint list", () =>
    runIn(join(scratch, 'libs/api-client'), 'npx', ['vitest', 'run', 'src/endpoints.test.ts']));
});
