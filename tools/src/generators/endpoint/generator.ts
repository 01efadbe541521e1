import { join } from 'node:path';
import { formatFiles, generateFiles, logger, type Tree } from '@nx/devkit';
import {
  type EndpointOptions,
  type EndpointPlan,
  planEndpoint,
  samePattern,
} from './endpoint-plan';
import { apiAccessLines, clientSignature, routeContractImports } from './fragments';
import {
  clientFolder,
  contractsFolder,
  exportContract,
  handlersFile,
  keyFactoryFile,
  keyFactoryName,
  matrixNames,
  registerClient,
  registeredActions,
  registeredKeys,
  registeredPaths,
  registeredRepositories,
  registerInMatrix,
  registerInOpenApi,
  registerKey,
  registerMockHandler,
  registerPath,
  registerRepository,
  registerRoute,
  resourceRegistration,
  routesFolder,
  routesIndexHas,
} from './registrations';

export type EndpointGeneratorOptions = EndpointOptions;

const templates = (folder: string) => join(import.meta.dirname, 'files', folder);
const folders = (tree: Tree, parent: string) =>
  tree.children(parent).filter((child) => !tree.isFile(`${parent}/${child}`));

/** The files the endpoint gets of its own: none may exist yet. */
function ownFiles(plan: EndpointPlan): string[] {
  const { names, domain, resource } = plan;
  return [
    `${contractsFolder(domain)}/${names.contractFile}.ts`,
    `${routesFolder(resource)}/${names.routeFile}.ts`,
    `apps/api/src/repositories/${names.repositoryFile}.ts`,
    `${clientFolder(resource)}/${names.clientFile}.ts`,
  ];
}

function validate(tree: Tree, plan: EndpointPlan, options: EndpointOptions) {
  const { resource, domain, names } = plan;
  const resources = folders(tree, 'apps/api/src/routes');
  if (!resources.includes(resource) && !options.newResource)
    throw new Error(
      `unknown resource "${resource}": one of ${resources.join(', ')} ` +
        '(a folder of apps/api/src/routes), or --newResource to start one',
    );
  if (resources.includes(resource) && options.newResource)
    throw new Error(`"${resource}" is a resource already: leave out --newResource`);
  const registration = resourceRegistration(tree, resource);
  if (registration === 'none' && routesIndexHas(tree, names.resourceRoutes))
    throw new Error(`apps/api/src/routes/index.ts has a \`${names.resourceRoutes}\` already`);
  if (registration === 'public')
    throw new Error(
      `routes/${resource} is registered outside the signed-in plugin (its routes are public on ` +
        'purpose): a signed-in endpoint goes in another resource',
    );

  const domains = folders(tree, 'libs/contracts/src').filter((folder) =>
    tree.exists(`${contractsFolder(folder)}/index.ts`),
  );
  const newDomain = options.newResource && domain === resource;
  if (!domains.includes(domain) && !newDomain)
    throw new Error(
      `unknown contracts domain "${domain}": pass --domain, one of ${domains.join(', ')}`,
    );

  const paths = registeredPaths(tree);
  const taken = Object.entries(paths).find(([, path]) => samePattern(path, plan.path));
  if (taken)
    throw new Error(
      `the path ${plan.path} is in apiPaths already, as \`${taken[0]}\` (${taken[1]})`,
    );
  if (names.path in paths) throw new Error(`apiPaths has a \`${names.path}\` already`);

  for (const file of ownFiles(plan))
    if (tree.exists(file)) throw new Error(`${file} already exists`);
  if (registeredRepositories(tree).includes(names.repos))
    throw new Error(`app.repos has a \`${names.repos}\` already`);
  const matrix = matrixNames(tree);
  if (matrix.calls.includes(names.matrixCall) || matrix.checks.includes(names.matrixCheck))
    throw new Error(
      `the permission matrix has a \`${names.matrixCall}\` call or a \`${names.matrixCheck}\` check already`,
    );
  const keysFile = keyFactoryFile(tree, resource);
  if (keysFile) {
    const { queries, mutations } = registeredKeys(tree, keysFile);
    if ((plan.isWrite ? mutations : queries).includes(names.queryKey))
      throw new Error(`${keysFile} has a \`${names.queryKey}\` key already`);
  }
  if (registeredActions(tree)[names.actionArea]?.[names.action] !== undefined)
    throw new Error(`the client already names an action ${names.actionArea}.${names.action}`);
  if (!plan.failure['pt-BR'].startsWith('Erro'))
    throw new Error(
      '--failure is the pt-BR text of a failed call and starts with "Erro", as all the ' +
        "client's fallback texts do (libs/api-client's endpoints.test.ts holds them to it)",
    );
}

/** What is left to the developer, said once the files are written. */
const nextSteps = (plan: EndpointPlan) =>
  [
    `${plan.httpMethod} /api${plan.path} answers as generated; now make it the real endpoint (docs/api.md, "Adding an endpoint"):`,
    `- the contract's fields and presenter: libs/contracts/src/${plan.domain}/${plan.names.contractFile}.ts`,
    `- the SQL: apps/api/src/repositories/${plan.names.repositoryFile}.ts${plan.isWrite ? " (the write's own rows, its locks in the API's order, versao for a versioned record and its pair in test/race-matrix.test.ts)" : ''}`,
    `- the permission matrix's check of a 2xx (then.${plan.names.matrixCheck}) and the endpoint's own tests in apps/api/test/, on SQLite and PostgreSQL`,
  ].join('\n');

/**
 * `nx g @levita/tools:endpoint <name> --resource <folder> --method <m> --path <p> --access <a>`:
 * steps 1-9 of docs/api.md "Adding an endpoint". The endpoint works as generated: it checks
 * access with one `app.access` call and answers the ministry's id and name through a
 * repository (a write marks the ministry changed under its lock), the mock API answers the
 * same through the same contract presenter, and the permission matrix, the OpenAPI list and
 * the client's endpoint test list it. The developer then replaces the stub's SQL and fields.
 */
export default async function endpointGenerator(tree: Tree, options: EndpointGeneratorOptions) {
  const plan = planEndpoint(options);
  validate(tree, plan, options);
  const { names, resource, domain } = plan;

  const existingKeys = keyFactoryFile(tree, resource);
  const keysFile = existingKeys ?? `${clientFolder(resource)}/${names.resourceKeysFile}.ts`;
  const resourceKeys = existingKeys ? keyFactoryName(tree, existingKeys) : names.resourceKeys;
  const values = {
    ...plan,
    ...names,
    names: { ...names, resourceKeys },
    resourceWords: resource.replaceAll('-', ' '),
    usesWholeNumber:
      (names.paramsSchema !== undefined && names.paramsSchema !== 'idParamsSchema') ||
      plan.ministryIn !== 'path',
    routeContractImports: routeContractImports(plan).join(', '),
    routeUsesNotFound: !plan.isWrite || plan.outerMinistry !== undefined,
    apiAccessLines: apiAccessLines(plan),
    keysModule: keysFile.split('/').at(-1)!.replace(/\.ts$/, ''),
    ...clientSignature(plan),
  };
  const write = (folder: string, target: string) =>
    generateFiles(tree, templates(folder), target, values);

  // 1-2: the contract, exported as its domain's are, and the path.
  write('contract', contractsFolder(domain));
  exportContract(tree, domain, names.contractFile);
  registerPath(tree, names.path, plan.path);
  // 3-4: the route, with its access check, registered by its folder.
  write('route', routesFolder(resource));
  registerRoute(tree, plan, () => write('resource-routes', routesFolder(resource)));
  // 5: the repository it reads or writes through.
  write('repository', 'apps/api/src/repositories');
  registerRepository(tree, plan);
  // 7: the permission matrix and the OpenAPI list.
  registerInMatrix(tree, plan);
  registerInOpenApi(tree, plan);
  // 8: the client: its key, the fetcher with its query or mutation options and hook.
  if (!existingKeys) write('resource-keys', clientFolder(resource));
  registerKey(tree, keysFile, plan);
  write(plan.isWrite ? 'client-mutation' : 'client-query', clientFolder(resource));
  registerClient(tree, plan, keysFile);
  // 9: the mock API's handler.
  registerMockHandler(tree, plan, () =>
    write('resource-handlers', handlersFile(resource).replace(/\/[^/]+$/, '')),
  );
  await formatFiles(tree);

  return () => logger.info(nextSteps(plan));
}
