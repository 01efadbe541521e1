import { names } from '@nx/devkit';

export const methods = ['get', 'post', 'put', 'delete'] as const;
export type Method = (typeof methods)[number];

/** Who may call it: one of the standing sets of @levita/contracts (ministries/standing.ts). */
export const accessLevels = {
  owner: { allowed: 'OWNER', audience: 'owner' },
  managers: { allowed: 'MANAGERS', audience: 'admin or owner' },
  'active-members': { allowed: 'ACTIVE_MEMBERS', audience: 'active members' },
  'any-standing': { allowed: 'ANY_STANDING', audience: 'anyone the ministry knows' },
} as const;
export type AccessLevel = keyof typeof accessLevels;

/**
 * The rows a path may name, by the collection segment before their parameter, each with the
 * `app.access` method that loads it and checks the caller's standing in its ministry, the
 * mock API's lookup (lookups.ts) and the permission matrix's id of it (`Target`).
 */
export const rowKinds = {
  ministerios: { kind: 'ministry', access: 'ministry', lookup: null, target: 'ministryId' },
  musicas: { kind: 'song', access: 'song', lookup: 'liveSongById', target: 'songId' },
  funcoes: { kind: 'function', access: 'function', lookup: 'functionById', target: 'functionId' },
  membros: { kind: 'member', access: 'member', lookup: 'memberById', target: 'memberId' },
} as const;
type RowKind = (typeof rowKinds)[keyof typeof rowKinds];

export interface PathParam {
  /** As the path spells it (`:songId`). */
  name: string;
  row: RowKind;
}

export interface EndpointOptions {
  /** kebab-case: the contract, route, repository and client files are named after it. */
  name: string;
  /** The folder of the API's routes, the client's modules and the mock API's handlers. */
  resource: string;
  /** The folder of its contract under libs/contracts/src (default: the resource's). */
  domain?: string;
  method: string;
  /** Under /api, in the syntax of apiPaths: `/ministerios/:id/notas`. */
  path: string;
  access: string;
  /** The OpenAPI summary (default: said from the method, the name and who may call it). */
  summary?: string;
  /** The client's text for a failure the server gives no message for, pt-BR and en-US. */
  failure?: string;
  failureEn?: string;
  /** The resource has no folder yet: create them and register it. */
  newResource?: boolean;
}

export const kebabCase = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const staticSegment = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// fillPath reads parameters as letters and underscores.
const paramSegment = /^:([A-Za-z_]+)$/;

const verbs = { get: 'get', post: 'create', put: 'update', delete: 'delete' } as const;
const summaryVerbs = { get: 'Read', post: 'Create', put: 'Update', delete: 'Delete' } as const;
const defaultFailures = {
  get: ['Erro ao carregar os dados', 'Error loading the data'],
  post: ['Erro ao salvar', 'Error saving'],
  put: ['Erro ao salvar as alterações', 'Error saving the changes'],
  delete: ['Erro ao excluir', 'Error deleting'],
} as const;

const words = (name: string) => name.replaceAll('-', ' ');
const camel = (name: string) => names(name).propertyName;
const pascal = (name: string) => names(name).className;

function parsePath(path: string): PathParam[] {
  if (!path.startsWith('/') || path.startsWith('/api/'))
    throw new Error(`the path "${path}" must start with "/" and leave out /api (apiPaths do)`);
  const segments = path.slice(1).split('/');
  const params: PathParam[] = [];
  segments.forEach((segment, index) => {
    const param = paramSegment.exec(segment)?.[1];
    if (param === undefined) {
      if (!staticSegment.test(segment))
        throw new Error(
          `"${segment}" in "${path}" is neither a kebab-case segment nor a :parameter (letters and _)`,
        );
      return;
    }
    const row = rowKinds[segments[index - 1] as keyof typeof rowKinds];
    if (!row)
      throw new Error(
        `:${param} in "${path}" names no row the generator can check access to: a parameter ` +
          `follows one of /${Object.keys(rowKinds).join('/, /')}/ (a new kind of row first gets ` +
          `its method in apps/api/src/ministries/scoped-access.ts, docs/api.md step 4)`,
      );
    if (params.some((other) => other.name === param))
      throw new Error(`"${path}" names :${param} twice`);
    params.push({ name: param, row });
  });
  if (params.length > 2 || (params.length === 2 && params[0]!.row.kind !== 'ministry'))
    throw new Error(
      `"${path}" names ${params.map((param) => `:${param.name}`).join(', ')}: a path names one ` +
        'row, or a ministry and one row of it (/ministerios/:ministryId/musicas/:songId)',
    );
  if (params.length === 2 && params[1]!.row.kind === 'ministry')
    throw new Error(`"${path}" names two ministries`);
  return params;
}

/** The path with its parameters as OpenAPI writes them: `/musicas/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

/** Two patterns Fastify cannot tell apart: the same, whatever their parameters are called. */
export const samePattern = (a: string, b: string) =>
  a.replace(/:[A-Za-z_]+/g, ':') === b.replace(/:[A-Za-z_]+/g, ':');

export type EndpointPlan = ReturnType<typeof planEndpoint>;

/** Every name and choice the files are written from; throws on input it cannot serve. */
export function planEndpoint(options: EndpointOptions) {
  const { name, resource, path } = options;
  if (!kebabCase.test(name)) throw new Error(`"${name}" is not a kebab-case name`);
  if (!kebabCase.test(resource)) throw new Error(`"${resource}" is not a kebab-case resource`);
  const domain = options.domain ?? resource;
  if (!kebabCase.test(domain)) throw new Error(`"${domain}" is not a kebab-case domain`);
  if (options.method === 'patch')
    throw new Error(
      'the API edits with PUT and the client has no PATCH (docs/api.md): use --method put',
    );
  if (!methods.includes(options.method as Method))
    throw new Error(`--method is one of ${methods.join(', ')}, not "${options.method}"`);
  const method = options.method as Method;
  if (!(options.access in accessLevels))
    throw new Error(
      `--access is one of ${Object.keys(accessLevels).join(', ')}, not "${options.access}"`,
    );
  const access = options.access as AccessLevel;
  const { allowed, audience } = accessLevels[access];
  const params = parsePath(path);

  const isWrite = method !== 'get';
  const hasBody = method === 'post' || method === 'put';
  // The row the access call loads; an outer /ministerios/:x is then checked against its ministry.
  const target = params.at(-1);
  const outerMinistry = params.length === 2 ? params[0] : undefined;
  const ministryIn = target ? 'path' : hasBody ? 'body' : 'query';

  const property = camel(name);
  const className = pascal(name);
  const verb = verbs[method];
  const fetcher = isWrite ? `${verb}${className}` : `get${className}`;
  const fetcherClass = pascal(`${verb}-${name}`);
  const [failure, failureEn] = defaultFailures[method];
  const summary = options.summary ?? `${summaryVerbs[method]} ${words(name)} (${audience})`;

  // The client's arguments: one per row the path names, then the ministry of the query.
  const argumentsOf = (
    params.map((param) => ({ name: `${param.row.kind}Id`, param: param.name })) as {
      name: string;
      param?: string;
    }[]
  ).concat(ministryIn === 'query' ? [{ name: 'ministryId' }] : []);

  return {
    name,
    resource,
    domain,
    method,
    httpMethod: method.toUpperCase(),
    path,
    openApiPath: openApiPath(path),
    access,
    allowed,
    params,
    target,
    outerMinistry,
    ministryIn,
    isWrite,
    hasBody,
    status: method === 'post' ? 201 : 200,
    errorStatuses: [
      ...(ministryIn !== 'path' || hasBody ? [400] : []),
      401,
      403,
      404,
      ...(isWrite ? [409] : []),
    ],
    summary,
    tag: resource,
    failure: { 'pt-BR': options.failure ?? failure, 'en-US': options.failureEn ?? failureEn },
    clientArguments: argumentsOf,
    names: {
      property,
      className,
      /** apiPaths' key. */
      path: property,
      contractFile: name,
      responseSchema: `${property}Schema`,
      responseType: className,
      presenter: `present${className}`,
      // Exactly `{id}`: the contracts' shared idParamsSchema.
      paramsSchema:
        params.length === 0
          ? undefined
          : params.length === 1 && params[0]!.name === 'id'
            ? 'idParamsSchema'
            : `${property}ParamsSchema`,
      querySchema: ministryIn === 'query' ? `${property}QuerySchema` : undefined,
      requestSchema: hasBody ? `${camel(`${verb}-${name}`)}RequestSchema` : undefined,
      requestType: hasBody ? `${fetcherClass}Request` : undefined,
      routeFile: name,
      route: `${property}Route`,
      resourceRoutes: `${camel(resource)}Routes`,
      repositoryFile: `${name}-repository`,
      repositoryFactory: `create${className}Repository`,
      repositoryType: `${className}Repository`,
      repos: property,
      repositoryMethod: { get: 'find', post: 'create', put: 'update', delete: 'remove' }[method],
      clientFile: `${verb}-${name}`,
      fetcher,
      queryOptions: `${property}QueryOptions`,
      mutationOptions: `${fetcher}MutationOptions`,
      variables: `${fetcherClass}Variables`,
      hook: isWrite ? `use${fetcherClass}` : `use${className}`,
      /** The key factory's entry: a query key, or one under `mutations`. */
      queryKey: isWrite ? fetcher : property,
      queryKeySegment: isWrite ? `${verb}-${name}` : name,
      actionArea: camel(resource),
      action: isWrite ? fetcher : property,
      resourceKeys: `${camel(resource)}QueryKeys`,
      resourceKeysFile: `${resource}-query-keys`,
      handlers: `${camel(resource)}Handlers`,
      matrixCall: property,
      matrixCheck: {
        get: `shows${className}`,
        post: `${property}Created`,
        put: `${property}Updated`,
        delete: `${property}Deleted`,
      }[method],
    },
  };
}
