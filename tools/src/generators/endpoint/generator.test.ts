import { readJson, type Tree } from '@nx/devkit';
import { FsTree } from 'nx/src/generators/tree';
import ts from 'typescript';
import { beforeEach, describe, expect, it } from 'vitest';
import { workspaceRoot } from '../../deploy/workspace';
import { readLiteral } from '../source-edits';
import endpointGenerator, { type EndpointGeneratorOptions } from './generator';
import {
  apiPathsFile,
  clientEndpointsTestFile,
  clientIndexFile,
  clientTextsFile,
  contractsIndexFile,
  mockApiFile,
  openApiTestFile,
  permissionMatrixFile,
  routesIndexFile,
  servicesFile,
} from './registrations';

/**
 * This workspace as it is on disk: what the generator reads is the real registration files,
 * and what it writes stays in the tree (nothing is flushed to disk).
 */
const workspaceTree = (): Tree => new FsTree(workspaceRoot, false);

const syntaxErrors = (text: string) =>
  ts.transpileModule(text, { reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.React } })
    .diagnostics ?? [];

/** The files the generator wrote or changed, with their text. */
const changes = (tree: Tree): Map<string, string> =>
  new Map(
    tree
      .listChanges()
      .filter((change) => change.type !== 'DELETE')
      .map((change) => [change.path, change.content?.toString('utf-8') ?? '']),
  );

/** No template left in what was written, and every TypeScript file parses. */
function expectWellFormed(tree: Tree) {
  for (const [file, text] of changes(tree)) {
    expect(text, file).not.toMatch(/<%|%>|__\w+__/);
    if (/\.tsx?$/.test(file)) expect(syntaxErrors(text), file).toEqual([]);
  }
}

const read = (tree: Tree, file: string) => tree.read(file, 'utf-8') ?? '';
const paths = (tree: Tree) => readLiteral(tree, apiPathsFile, 'apiPaths') as Record<string, string>;
const endpoints = (tree: Tree) => readLiteral(tree, openApiTestFile, 'endpoints') as string[][];

// What a person types: `nx g @levita/tools:endpoint song-notes --resource songs --method get
// --path /ministerios/:ministryId/musicas/:songId/notas --access managers`.
const songNotes: EndpointGeneratorOptions = {
  name: 'song-notes',
  resource: 'songs',
  method: 'get',
  path: '/ministerios/:ministryId/musicas/:songId/notas',
  access: 'managers',
};

describe('endpoint generator', () => {
  let tree: Tree;
  let before: { paths: Record<string, string>; endpoints: string[][] };

  beforeEach(() => {
    tree = workspaceTree();
    before = { paths: paths(tree), endpoints: endpoints(tree) };
  });

  it('writes the contract, route, repository and client files, with no template left', async () => {
    await endpointGenerator(tree, songNotes);

    const written = changes(tree);
    const created = [
      'libs/contracts/src/songs/song-notes.ts',
      'apps/api/src/routes/songs/song-notes.ts',
      'apps/api/src/repositories/song-notes-repository.ts',
      'libs/api-client/src/songs/get-song-notes.ts',
    ];
    const edited = [
      apiPathsFile,
      'libs/contracts/src/songs/index.ts',
      'apps/api/src/routes/songs/index.ts',
      servicesFile,
      permissionMatrixFile,
      openApiTestFile,
      'libs/api-client/src/songs/song-query-keys.ts',
      clientIndexFile,
      clientEndpointsTestFile,
      clientTextsFile('pt-BR'),
      clientTextsFile('en-US'),
      'libs/testing/src/mock-api/handlers/songs.ts',
    ];
    expect([...written.keys()].sort()).toEqual([...created, ...edited].sort());
    expectWellFormed(tree);

    const route = read(tree, 'apps/api/src/routes/songs/song-notes.ts');
    expect(route).toContain('apiPaths.songNotes');
    expect(route).toMatch(/tags: \['songs'\],\s+summary: 'Read song notes \(admin or owner\)'/);
    expect(route).toContain('...errorResponses(401, 403, 404)');
    // One access call first: the song's ministry, then the path's ministry must be it.
    const handler = route.slice(route.indexOf('async (request'));
    expect(handler).toMatch(
      /^async \(request\) => \{\s+const \{ ministry \} = await app\.access\.song\(\s*request\.user,\s*request\.params\.songId,\s*MANAGERS,?\s*\);/,
    );
    expect(handler).toContain('if (ministry.id !== request.params.ministryId) throw notFound();');
    expect(handler).toContain('app.repos.songNotes.find(ministry.id)');
    expect(read(tree, 'apps/api/src/routes/songs/index.ts')).toMatch(
      /import \{ songNotesRoute \} from '\.\/song-notes';[\s\S]*await app\.register\(songNotesRoute\);\n\};/,
    );

    const contract = read(tree, 'libs/contracts/src/songs/song-notes.ts');
    expect(contract).toContain('export const songNotesParamsSchema = z.object({');
    expect(contract).toContain('export function presentSongNotes(');
    expect(read(tree, 'libs/contracts/src/songs/index.ts')).toMatch(
      /export \* from '\.\/song-writes';\nexport \* from '\.\/song-notes';\n$/,
    );

    const client = read(tree, 'libs/api-client/src/songs/get-song-notes.ts');
    expect(client).toContain('fillPath(apiPaths.songNotes, { ministryId, songId })');
    expect(client).toContain("action: 'songs.songNotes'");
    expect(client).toContain('queryKey: songQueryKeys.songNotes(ministryId, songId)');
    expect(client).toContain('export function useSongNotes(');
    expect(read(tree, 'libs/api-client/src/songs/song-query-keys.ts')).toMatch(
      /songNotes: \(ministryId: number, songId: number\) =>\s+\[\.\.\.songQueryKeys\.all, 'song-notes', ministryId, songId\] as const,\n\s+mutations: \{/,
    );

    const repository = read(tree, 'apps/api/src/repositories/song-notes-repository.ts');
    expect(repository).toContain('export function createSongNotesRepository(db: Kysely<Database>)');
    expect(read(tree, servicesFile)).toContain('songNotes: createSongNotesRepository(app.db),');
  });

  it('registers the endpoint where it is listed, keeping every entry there', async () => {
    const matrixBefore = read(tree, permissionMatrixFile);

    await endpointGenerator(tree, songNotes);

    expect(paths(tree)).toEqual({
      ...before.paths,
      songNotes: '/ministerios/:ministryId/musicas/:songId/notas',
    });
    expect(endpoints(tree)).toEqual([
      ...before.endpoints,
      ['get', '/api/ministerios/{ministryId}/musicas/{songId}/notas'],
    ]);

    const matrix = read(tree, permissionMatrixFile);
    // Only insertions: every line that was there is there, in its order.
    const kept = matrixBefore.split('\n').filter((line) => !matrix.includes(line));
    expect(kept).toEqual([]);
    expect(matrix).toContain(
      'songNotes: (t: Target) => GET(`/ministerios/${t.ministryId}/musicas/${t.songId}/notas`),',
    );
    // The last rows of the two tables, laid out as their neighbours (both are prettier-ignored).
    expect(matrix).toMatch(
      /\n {2}\['GET \/ministerios\/:ministryId\/musicas\/:songId\/notas', call\.songNotes, +\{ owner: 200, admin: 200, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 \}, then\.showsSongNotes\],\n\];/,
    );
    expect(matrix).toMatch(
      /\n {2}\['GET \/ministerios\/:ministryId\/musicas\/:songId\/notas', call\.songNotes, +\{ owner: 404, admin: 404, member: 404 \}\],\n\];/,
    );
    expect(matrix).toMatch(/showsSongNotes: \(\{ f, res \}\) => \{\s+expect\(res\.json\(\)\)/);

    const endpointsTest = read(tree, clientEndpointsTestFile);
    expect(endpointsTest).toMatch(
      /\s+verifyPresence,\n\s+getSongNotes,\n\s+type ApiClient,\n\} from '\.\/index';/,
    );
    expect(endpointsTest).toContain('(c) => getSongNotes(c, ID, ID),\n];');
    expect(read(tree, clientIndexFile)).toContain(
      "export * from './songs/update-song';\nexport * from './songs/get-song-notes';",
    );
    expect(readJson(tree, clientTextsFile('pt-BR')).actions.songs).toMatchObject({
      create: 'Erro ao criar música',
      songNotes: 'Erro ao carregar os dados',
    });
    expect(readJson(tree, clientTextsFile('en-US')).actions.songs.songNotes).toBe(
      'Error loading the data',
    );

    const handlers = read(tree, 'libs/testing/src/mock-api/handlers/songs.ts');
    expect(handlers).toMatch(/route\('get', apiPaths\.songNotes, \(context\) => \{/);
    expect(handlers).toContain('reply(songNotesSchema, presentSongNotes(ministry))');
    expect(handlers).toMatch(/import \{[^}]*\bpresentSongNotes,[^}]*\} from '@levita\/contracts';/);
    expect(handlers).toMatch(/import \{[^}]*\bnotFound\b[^}]*\} from '\.\.\/http';/);
    // The other handlers of the file are still there.
    expect(handlers).toContain("route('delete', apiPaths.song,");
  });

  it('writes a write: its lock and standing check in the repository, a mutation in the client', async () => {
    await endpointGenerator(tree, {
      name: 'rehearsal-notes',
      resource: 'ministries',
      method: 'put',
      path: '/ministerios/:id/ensaio',
      access: 'owner',
      failure: 'Erro ao salvar as notas do ensaio',
      failureEn: 'Error saving the rehearsal notes',
    });
    expectWellFormed(tree);

    const route = read(tree, 'apps/api/src/routes/ministries/rehearsal-notes.ts');
    expect(route).toContain('params: idParamsSchema,');
    expect(route).toContain('body: updateRehearsalNotesRequestSchema,');
    expect(route).toContain('...errorResponses(400, 401, 403, 404, 409)');
    expect(route).toMatch(
      /app\.repos\.rehearsalNotes\.update\(ministry\.id, \{\s+userId: request\.user\.id,\s+allowed: OWNER,\s+\}\)/,
    );
    expect(route).not.toContain('notFound');
    const repository = read(tree, 'apps/api/src/repositories/rehearsal-notes-repository.ts');
    expect(repository).toContain('write(async (trx, locks) => {');
    expect(repository).toContain('await locks.ministry(ministryId, guard);');
    expect(read(tree, servicesFile)).toContain(
      'rehearsalNotes: createRehearsalNotesRepository(app.db, app.dbKind),',
    );

    const client = read(tree, 'libs/api-client/src/ministries/update-rehearsal-notes.ts');
    expect(client).toContain('fillPath(apiPaths.rehearsalNotes, { id: ministryId })');
    expect(client).toContain('mutationKey: ministryQueryKeys.mutations.updateRehearsalNotes(),');
    expect(client).toContain('export function useUpdateRehearsalNotes()');
    expect(read(tree, 'libs/api-client/src/ministries/ministry-query-keys.ts')).toMatch(
      /newAccessCode: \(\) => \[\.\.\.ministryQueryKeys\.all, 'new-access-code'\] as const,\n\s+updateRehearsalNotes: \(\) =>\s+\[\.\.\.ministryQueryKeys\.all, 'update-rehearsal-notes'\] as const,\n\s+\},/,
    );
    expect(readJson(tree, clientTextsFile('pt-BR')).actions.ministries.updateRehearsalNotes).toBe(
      'Erro ao salvar as notas do ensaio',
    );
    expect(read(tree, clientEndpointsTestFile)).toContain(
      '(c) => updateRehearsalNotes(c, ID, {}),',
    );

    const matrix = read(tree, permissionMatrixFile);
    expect(matrix).toContain(
      'rehearsalNotes: (t: Target) => PUT(`/ministerios/${t.ministryId}/ensaio`, {}),',
    );
    expect(matrix).toContain(
      '{ owner: 200, admin: 403, member: 403, pending: 403, inactive: 404, outsider: 404, anonymous: 401 }, then.rehearsalNotesUpdated],',
    );
    const handlers = read(tree, 'libs/testing/src/mock-api/handlers/ministries.ts');
    expect(handlers).toMatch(
      /route\('put', apiPaths\.rehearsalNotes, async \(context\) => \{\s+await context\.parseBody\(updateRehearsalNotesRequestSchema\);\s+const \{ ministry \} = context\.requireStanding\(context\.id\('id'\), OWNER\);/,
    );
    expect(handlers).toContain('ministry.updated_at = context.store.now();');
  });

  it('starts a new resource in every layer, registered where each is collected', async () => {
    await endpointGenerator(tree, {
      name: 'rehearsals',
      resource: 'rehearsals',
      method: 'post',
      path: '/ensaios',
      access: 'managers',
      newResource: true,
    });

    expect(read(tree, 'apps/api/src/routes/rehearsals/index.ts')).toMatch(
      /export const rehearsalsRoutes: FastifyPluginAsyncZod = async \(app\) => \{\s+await app\.register\(rehearsalsRoute\);\s+\};/,
    );
    const routes = read(tree, routesIndexFile);
    expect(routes).toContain("import { rehearsalsRoutes } from './rehearsals';");
    // Inside the signed-in plugin, after what was there.
    expect(routes).toMatch(
      /await app\.register\(reportRoutes\);\n\s+await app\.register\(rehearsalsRoutes\);\n\};/,
    );
    expect(read(tree, contractsIndexFile)).toContain("export * from './rehearsals';");
    expect(read(tree, 'libs/contracts/src/rehearsals/index.ts')).toBe(
      "export * from './rehearsals';\n",
    );
    const contract = read(tree, 'libs/contracts/src/rehearsals/rehearsals.ts');
    expect(contract).toMatch(
      /export const createRehearsalsRequestSchema = z\.object\(\{\s+ministerio_id: wholeNumber/,
    );
    expect(read(tree, 'apps/api/src/routes/rehearsals/rehearsals.ts')).toMatch(
      /app\.access\.ministry\(\s*request\.user,\s*request\.body\.ministerio_id,\s*MANAGERS,?\s*\)/,
    );
    expect(read(tree, 'libs/api-client/src/rehearsals/rehearsals-query-keys.ts')).toMatch(
      /export const rehearsalsQueryKeys = \{\s+all: \['rehearsals'\] as const,\s+mutations: \{ createRehearsals: \(\) => \[\.\.\.rehearsalsQueryKeys\.all, 'create-rehearsals'\] as const \},\s+\};/,
    );
    expect(read(tree, clientIndexFile)).toMatch(
      /export \* from '\.\/rehearsals\/rehearsals-query-keys';\nexport \* from '\.\/rehearsals\/create-rehearsals';/,
    );
    expect(readJson(tree, clientTextsFile('en-US')).actions.rehearsals).toEqual({
      createRehearsals: 'Error saving',
    });
    expect(read(tree, clientEndpointsTestFile)).toContain(
      '(c) => createRehearsals(c, { ministerio_id: 1 }),',
    );
    expect(read(tree, 'libs/testing/src/mock-api/handlers/rehearsals.ts')).toMatch(
      /export function rehearsalsHandlers\(\{ route \}: Router\) \{\s+return \[\s+route\('post', apiPaths\.rehearsals, async \(context\) => \{\s+const body = await context\.parseBody\(createRehearsalsRequestSchema\);\s+const \{ ministry \} = context\.requireStanding\(body\.ministerio_id, MANAGERS\);/,
    );
    const mockApi = read(tree, mockApiFile);
    expect(mockApi).toContain("import { rehearsalsHandlers } from './handlers/rehearsals';");
    expect(mockApi).toMatch(
      /\.\.\.reportHandlers\(router\),\s+\.\.\.rehearsalsHandlers\(router\),\n/,
    );
    expect(read(tree, permissionMatrixFile)).toMatch(
      /\['POST \/ensaios \{ministerio_id\}', +call\.rehearsals, +\{ owner: 201, admin: 201, member: 403,/,
    );
    expectWellFormed(tree);
  });

  it('takes the ministry from the query of a read that names no row', async () => {
    await endpointGenerator(tree, {
      name: 'rehearsal-count',
      resource: 'reports',
      method: 'get',
      path: '/relatorios/ensaios',
      access: 'any-standing',
    });
    expectWellFormed(tree);

    const client = read(tree, 'libs/api-client/src/reports/get-rehearsal-count.ts');
    expect(client).toContain('fillPath(apiPaths.rehearsalCount)');
    expect(client).toContain('query: { ministerio_id: ministryId },');
    expect(read(tree, 'apps/api/src/routes/reports/rehearsal-count.ts')).toContain(
      'querystring: rehearsalCountQuerySchema,',
    );
    expect(read(tree, permissionMatrixFile)).toMatch(
      /\['GET \/relatorios\/ensaios\?ministerio_id', +call\.rehearsalCount, +\{ owner: 200, admin: 200, member: 200, pending: 200, inactive: 404,/,
    );
    expect(read(tree, permissionMatrixFile)).toContain(
      'rehearsalCount: (t: Target) => GET(`/relatorios/ensaios?ministerio_id=${t.ministryId}`),',
    );
  });

  it.each([
    [{ name: 'SongNotes' }, /"SongNotes" is not a kebab-case name/],
    [{ name: 'song_notes' }, /kebab-case/],
    [{ resource: 'song' }, /unknown resource "song": one of .*songs/],
    [{ resource: 'songs', newResource: true }, /"songs" is a resource already/],
    [{ resource: 'password-recovery' }, /outside the signed-in plugin/],
    [{ resource: 'functions' }, /unknown contracts domain "functions": pass --domain/],
    [{ path: '/musicas/:id' }, /the path \/musicas\/:id is in apiPaths already, as `song`/],
    [{ path: '/musicas/:songId' }, /in apiPaths already/],
    [{ name: 'song', path: '/musicas/:id/notas' }, /apiPaths has a `song` already/],
    [{ path: '/ministerios/:id/notas/:noteId' }, /:noteId .* names no row/],
    [{ path: '/musicas/:songId/membros/:memberId' }, /a path names one row, or a ministry/],
    [{ path: 'ministerios/:id/notas' }, /must start with "\/"/],
    [{ path: '/ministerios/:id2/notas' }, /neither a kebab-case segment nor a :parameter/],
    [{ method: 'patch' }, /edits with PUT/],
    [{ access: 'members' }, /--access is one of owner, managers, active-members, any-standing/],
    [{ failure: 'Falhou' }, /starts with "Erro"/],
  ] as const)('refuses %o', async (change, error) => {
    await expect(endpointGenerator(tree, { ...songNotes, ...change })).rejects.toThrow(error);
    expect([...changes(tree).keys()]).toEqual([]);
  });

  it('refuses an endpoint whose file exists already', async () => {
    tree.write('libs/api-client/src/songs/get-song-notes.ts', '');
    await expect(endpointGenerator(tree, songNotes)).rejects.toThrow(
      'libs/api-client/src/songs/get-song-notes.ts already exists',
    );
  });
});
