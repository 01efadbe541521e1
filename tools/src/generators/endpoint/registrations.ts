import { type Tree, updateJson } from '@nx/devkit';
import ts from 'typescript';
import {
  addImports,
  addReExport,
  append,
  appendLine,
  appendStatement,
  arrayLiteral,
  callArguments,
  exportedFunctions,
  firstParameter,
  functionNamed,
  importedNames,
  insertAt,
  keysOf,
  objectLiteral,
  parse,
  propertyOf,
  readLiteral,
  returnedValues,
  unwrap,
} from '../source-edits';
import type { EndpointPlan } from './endpoint-plan';
import {
  clientCall,
  crossTenantRow,
  matrixCall,
  matrixCheck,
  matrixRow,
  mockImports,
  mockRoute,
} from './fragments';

/** The files an endpoint is written into besides its own (docs/api.md, "Adding an endpoint"). */
export const apiPathsFile = 'libs/contracts/src/paths/api-paths.ts';
export const contractsIndexFile = 'libs/contracts/src/index.ts';
export const routesIndexFile = 'apps/api/src/routes/index.ts';
export const servicesFile = 'apps/api/src/plugins/app/services.ts';
export const permissionMatrixFile = 'apps/api/test/permission-matrix.test.ts';
export const openApiTestFile = 'apps/api/test/openapi.test.ts';
export const clientIndexFile = 'libs/api-client/src/index.ts';
export const clientEndpointsTestFile = 'libs/api-client/src/endpoints.test.ts';
export const clientTextsFile = (locale: string) =>
  `libs/api-client/src/locales/${locale}/api-client.json`;
export const mockApiFile = 'libs/testing/src/mock-api/mock-api.ts';

export const contractsFolder = (domain: string) => `libs/contracts/src/${domain}`;
export const routesFolder = (resource: string) => `apps/api/src/routes/${resource}`;
export const clientFolder = (resource: string) => `libs/api-client/src/${resource}`;
export const handlersFile = (resource: string) =>
  `libs/testing/src/mock-api/handlers/${resource}.ts`;

/** The plugin that holds every route behind the bearer token (routes/index.ts). */
const signedInPlugin = 'signedInRoutes';

export function registeredPaths(tree: Tree): Record<string, string> {
  return readLiteral(tree, apiPathsFile, 'apiPaths') as Record<string, string>;
}

/** contracts' `apiPaths`: the API, the mock API and the client all read the path from here. */
export function registerPath(tree: Tree, key: string, path: string) {
  const { text, source } = parse(tree, apiPathsFile);
  const paths = objectLiteral(source, 'apiPaths');
  tree.write(apiPathsFile, append(text, paths.properties, paths.end - 1, `${key}: '${path}'`));
}

/** The contract file, exported by its domain's index, a new domain by the package's. */
export function exportContract(tree: Tree, domain: string, file: string) {
  const index = `${contractsFolder(domain)}/index.ts`;
  if (!tree.exists(index)) {
    tree.write(index, '');
    addReExport(tree, contractsIndexFile, `./${domain}`);
  }
  addReExport(tree, index, `./${file}`);
}

/** The exported Fastify plugin of a routes folder's index.ts. */
function resourcePlugin(tree: Tree, resource: string) {
  const path = `${routesFolder(resource)}/index.ts`;
  const { source } = parse(tree, path);
  const [name, fn] = [...exportedFunctions(source)].find(([name]) => name.endsWith('Routes')) ?? [];
  if (!name || !fn) throw new Error(`${path} exports no routes plugin (a const named …Routes)`);
  return { path, name, fn };
}

/**
 * Where the routes folder's plugin is registered: inside the signed-in plugin, outside it
 * (public routes), or nowhere because the folder has no index.ts yet.
 */
export function resourceRegistration(
  tree: Tree,
  resource: string,
): 'signed-in' | 'public' | 'none' {
  if (!tree.exists(`${routesFolder(resource)}/index.ts`)) return 'none';
  const { name } = resourcePlugin(tree, resource);
  const { source } = parse(tree, routesIndexFile);
  const signedIn = callArguments(functionNamed(source, signedInPlugin), 'app.register');
  return signedIn.includes(name) ? 'signed-in' : 'public';
}

/** Whether routes/index.ts has a name the folder's new plugin would take. */
export function routesIndexHas(tree: Tree, name: string): boolean {
  return importedNames(parse(tree, routesIndexFile).source).has(name);
}

/**
 * The route registered by its folder's index.ts; a folder without one gets it, registered last
 * in the signed-in plugin.
 */
export function registerRoute(tree: Tree, plan: EndpointPlan, createIndex: () => void) {
  const { resource, names } = plan;
  if (!tree.exists(`${routesFolder(resource)}/index.ts`)) {
    createIndex();
    addImports(tree, routesIndexFile, `./${resource}`, [names.resourceRoutes]);
    const signedIn = functionNamed(parse(tree, routesIndexFile).source, signedInPlugin);
    const app = firstParameter(signedIn);
    appendStatement(
      tree,
      routesIndexFile,
      signedIn,
      `await ${app}.register(${names.resourceRoutes});`,
    );
  }
  const { path } = resourcePlugin(tree, resource);
  addImports(tree, path, `./${names.routeFile}`, [names.route]);
  const { fn } = resourcePlugin(tree, resource);
  appendStatement(tree, path, fn, `await ${firstParameter(fn)}.register(${names.route});`);
}

function repositoriesObject(tree: Tree): ts.ObjectLiteralExpression {
  const { source } = parse(tree, servicesFile);
  const returned = returnedValues(functionNamed(source, 'createRepositories')).at(-1);
  if (!returned || !ts.isObjectLiteralExpression(returned))
    throw new Error(`${servicesFile}: createRepositories no longer returns an object literal`);
  return returned;
}

/** The names of `app.repos`. */
export function registeredRepositories(tree: Tree): string[] {
  return keysOf(repositoriesObject(tree));
}

/** The repository in `app.repos` (plugins/app/services.ts), next to the others. */
export function registerRepository(tree: Tree, plan: EndpointPlan) {
  const { names } = plan;
  addImports(tree, servicesFile, `../../repositories/${names.repositoryFile}`, [
    names.repositoryFactory,
  ]);
  const repos = repositoriesObject(tree);
  const args = plan.isWrite ? 'app.db, app.dbKind' : 'app.db';
  tree.write(
    servicesFile,
    append(
      tree.read(servicesFile, 'utf-8')!,
      repos.properties,
      repos.end - 1,
      `${names.repos}: ${names.repositoryFactory}(${args})`,
    ),
  );
}

/** The keys of the permission matrix's `call` and `then` objects. */
export function matrixNames(tree: Tree): { calls: string[]; checks: string[] } {
  const { source } = parse(tree, permissionMatrixFile);
  return {
    calls: keysOf(objectLiteral(source, 'call')),
    checks: keysOf(objectLiteral(source, 'then')),
  };
}

/**
 * The permission matrix (every standing, anonymous included, and what a 2xx shows) and its
 * cross-tenant table (aimed at the other ministry's ids, it answers as for ids that exist
 * nowhere and changes nothing).
 */
export function registerInMatrix(tree: Tree, plan: EndpointPlan) {
  const file = permissionMatrixFile;
  const edit = (name: string, change: (text: string, node: ts.Expression) => string) => {
    const { text, source } = parse(tree, file);
    tree.write(
      file,
      change(
        text,
        name === 'matrix' || name === 'crossTenant'
          ? arrayLiteral(source, name)
          : objectLiteral(source, name),
      ),
    );
  };
  edit('call', (text, node) => {
    const call = node as ts.ObjectLiteralExpression;
    return append(text, call.properties, call.end - 1, matrixCall(plan));
  });
  edit('then', (text, node) => {
    const then = node as ts.ObjectLiteralExpression;
    return append(text, then.properties, then.end - 1, matrixCheck(plan));
  });
  edit('matrix', (text, node) =>
    appendLine(text, (node as ts.ArrayLiteralExpression).elements, matrixRow(plan)),
  );
  edit('crossTenant', (text, node) =>
    appendLine(text, (node as ts.ArrayLiteralExpression).elements, crossTenantRow(plan)),
  );
}

/** The API's list of its endpoints (openapi.test.ts), which the client's test reads too. */
export function registerInOpenApi(tree: Tree, plan: EndpointPlan) {
  const { text, source } = parse(tree, openApiTestFile);
  const endpoints = arrayLiteral(source, 'endpoints');
  tree.write(
    openApiTestFile,
    append(
      text,
      endpoints.elements,
      endpoints.end - 1,
      `['${plan.method}', '/api${plan.openApiPath}']`,
    ),
  );
}

/** The api-client folder's key factory file, if it has one. */
export function keyFactoryFile(tree: Tree, resource: string): string | undefined {
  const folder = clientFolder(resource);
  const files = tree.children(folder).filter((file) => file.endsWith('-query-keys.ts'));
  if (files.length > 1)
    throw new Error(`${folder} has more than one key factory: ${files.join(', ')}`);
  return files[0] && `${folder}/${files[0]}`;
}

function keyFactory(tree: Tree, file: string) {
  const { source } = parse(tree, file);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text.endsWith('QueryKeys') &&
        declaration.initializer &&
        ts.isObjectLiteralExpression(unwrap(declaration.initializer))
      )
        return {
          name: declaration.name.text,
          keys: unwrap(declaration.initializer) as ts.ObjectLiteralExpression,
        };
  }
  throw new Error(`${file} declares no …QueryKeys object`);
}

export function keyFactoryName(tree: Tree, file: string): string {
  return keyFactory(tree, file).name;
}

/** The key factory's entries, and those under its `mutations`. */
export function registeredKeys(
  tree: Tree,
  file: string,
): { queries: string[]; mutations: string[] } {
  const { keys } = keyFactory(tree, file);
  const mutations = propertyOf(keys, 'mutations');
  const inner =
    mutations &&
    ts.isPropertyAssignment(mutations) &&
    ts.isObjectLiteralExpression(mutations.initializer)
      ? keysOf(mutations.initializer)
      : [];
  return { queries: keysOf(keys), mutations: inner };
}

/**
 * The endpoint's key in the resource's factory: a query's under the factory's root (before
 * `mutations`), a write's under `mutations` (which a factory without one gets).
 */
export function registerKey(tree: Tree, file: string, plan: EndpointPlan) {
  const { names, isWrite } = plan;
  const { name, keys } = keyFactory(tree, file);
  const text = tree.read(file, 'utf-8')!;
  const mutations = propertyOf(keys, 'mutations');
  const root = `[...${name}.all, '${names.queryKeySegment}'`;
  if (!isWrite) {
    const args = plan.clientArguments.map((argument) => argument.name);
    const entry = `${names.queryKey}: (${args.map((arg) => `${arg}: number`).join(', ')}) => ${root}, ${args.join(', ')}] as const`;
    if (mutations) insertAt(tree, file, mutations.getFullStart(), `\n${entry},`);
    else tree.write(file, append(text, keys.properties, keys.end - 1, entry));
    return;
  }
  const entry = `${names.queryKey}: () => ${root}] as const`;
  if (!mutations) {
    tree.write(file, append(text, keys.properties, keys.end - 1, `mutations: { ${entry} }`));
    return;
  }
  if (!ts.isPropertyAssignment(mutations) || !ts.isObjectLiteralExpression(mutations.initializer))
    throw new Error(`${file}: \`mutations\` is not an object literal`);
  const inner = mutations.initializer;
  tree.write(file, append(text, inner.properties, inner.end - 1, entry));
}

/** The client's texts for a failure without a server message, in the catalogue's two languages. */
export function registeredActions(tree: Tree): Record<string, Record<string, string>> {
  const texts = JSON.parse(tree.read(clientTextsFile('pt-BR'), 'utf-8') ?? '{}');
  return texts.actions ?? {};
}

export function registerClient(tree: Tree, plan: EndpointPlan, keysFile: string) {
  const { names, resource } = plan;
  addReExport(
    tree,
    clientIndexFile,
    `./${resource}/${keysFile.split('/').at(-1)!.replace(/\.ts$/, '')}`,
  );
  addReExport(tree, clientIndexFile, `./${resource}/${names.clientFile}`);
  for (const locale of ['pt-BR', 'en-US'] as const)
    updateJson(tree, clientTextsFile(locale), (texts) => ({
      ...texts,
      actions: {
        ...texts.actions,
        [names.actionArea]: {
          ...texts.actions?.[names.actionArea],
          [names.action]: plan.failure[locale],
        },
      },
    }));

  // The client's endpoint test calls every fetcher once.
  addImports(tree, clientEndpointsTestFile, './index', [names.fetcher]);
  const { text, source } = parse(tree, clientEndpointsTestFile);
  const calls = arrayLiteral(source, 'calls');
  tree.write(
    clientEndpointsTestFile,
    append(text, calls.elements, calls.end - 1, clientCall(plan)),
  );
}

/** The function of a handler file that returns its routes. */
function handlersFunction(tree: Tree, file: string) {
  const { source } = parse(tree, file);
  for (const [name, fn] of exportedFunctions(source)) {
    if (!name.endsWith('Handlers')) continue;
    const routes = returnedValues(fn).find(ts.isArrayLiteralExpression);
    if (routes) return { name, routes };
  }
  throw new Error(`${file} exports no …Handlers function returning an array of routes`);
}

/**
 * The mock API's handler, in the resource's handler file; a new file is registered where
 * createMockApi collects the handlers.
 */
export function registerMockHandler(tree: Tree, plan: EndpointPlan, createFile: () => void) {
  const file = handlersFile(plan.resource);
  if (!tree.exists(file)) {
    createFile();
    const { name } = handlersFunction(tree, file);
    addImports(tree, mockApiFile, `./handlers/${plan.resource}`, [name]);
    const { source } = parse(tree, mockApiFile);
    const api = returnedValues(functionNamed(source, 'createMockApi')).find(
      ts.isObjectLiteralExpression,
    );
    const handlers = api && propertyOf(api, 'handlers');
    if (
      !handlers ||
      !ts.isPropertyAssignment(handlers) ||
      !ts.isArrayLiteralExpression(handlers.initializer)
    )
      throw new Error(`${mockApiFile}: createMockApi no longer returns a handlers array`);
    const list = handlers.initializer;
    tree.write(
      mockApiFile,
      append(tree.read(mockApiFile, 'utf-8')!, list.elements, list.end - 1, `...${name}(router)`),
    );
  }
  for (const [module, names] of Object.entries(mockImports(plan)))
    addImports(tree, file, module, names);
  const { routes } = handlersFunction(tree, file);
  const text = tree.read(file, 'utf-8')!;
  // Apart from the others by a blank line where they are.
  const [previous, last] = routes.elements.slice(-2);
  const spaced = previous && last && /\n\s*\n/.test(text.slice(previous.end, last.getStart()));
  const entry = `${spaced ? '\n' : ''}${mockRoute(plan)}`;
  tree.write(file, append(text, routes.elements, routes.end - 1, entry));
}
