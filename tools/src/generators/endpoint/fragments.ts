import type { EndpointPlan } from './endpoint-plan';

/*
 * The code an endpoint adds to files that exist already (the permission matrix, the client's
 * endpoint list, a mock API handler file) and the lines its new files share with them.
 */

/** The API handler's first lines: the one access check, then the path's ministry if nested. */
export function apiAccessLines(plan: EndpointPlan): string[] {
  const { target, outerMinistry, ministryIn, allowed } = plan;
  const id = target
    ? `request.params.${target.name}`
    : ministryIn === 'query'
      ? 'request.query.ministerio_id'
      : 'request.body.ministerio_id';
  const method = target?.row.access ?? 'ministry';
  return [
    `const { ministry } = await app.access.${method}(request.user, ${id}, ${allowed});`,
    ...(outerMinistry
      ? [
          `// The path names the ministry too: a ${target!.row.kind} of another ministry is not found under it.`,
          `if (ministry.id !== request.params.${outerMinistry.name}) throw notFound();`,
        ]
      : []),
  ];
}

/** The names the route file takes from @levita/contracts. */
export function routeContractImports(plan: EndpointPlan): string[] {
  const { names } = plan;
  return [
    'apiPaths',
    plan.allowed,
    names.presenter,
    names.responseSchema,
    ...[names.paramsSchema, names.querySchema, names.requestSchema].filter(
      (name): name is string => name !== undefined,
    ),
  ];
}

/** What the mock API's route needs from each module, beside `route` itself. */
export function mockImports(plan: EndpointPlan): Record<string, string[]> {
  const { names, target } = plan;
  const lookup = target?.row.lookup;
  return {
    '@levita/contracts': [
      'apiPaths',
      plan.allowed,
      names.presenter,
      names.responseSchema,
      ...[names.querySchema, names.requestSchema].filter(
        (name): name is string => name !== undefined,
      ),
    ],
    '../http': ['reply', ...(plan.outerMinistry ? ['notFound'] : [])],
    ...(lookup ? { '../lookups': [lookup, 'ministryIdOf'] } : {}),
  };
}

/** The mock API's handler: the API's checks and answer, over the demo store. */
export function mockRoute(plan: EndpointPlan): string {
  const { names, target, outerMinistry, ministryIn, allowed } = plan;
  const lines: string[] = [];
  // The API validates the query and the body before its handler runs; so does this.
  if (ministryIn === 'query')
    lines.push(`const { ministerio_id } = context.parseQuery(${names.querySchema});`);
  if (names.requestSchema)
    lines.push(
      ministryIn === 'body'
        ? `const body = await context.parseBody(${names.requestSchema});`
        : `await context.parseBody(${names.requestSchema});`,
    );
  if (target && target.row.lookup)
    lines.push(
      `const { ministry } = context.load(${target.row.lookup}, ministryIdOf, ${allowed}, context.id('${target.name}'));`,
    );
  else {
    const id = target
      ? `context.id('${target.name}')`
      : ministryIn === 'query'
        ? 'ministerio_id'
        : 'body.ministerio_id';
    lines.push(`const { ministry } = context.requireStanding(${id}, ${allowed});`);
  }
  if (outerMinistry)
    lines.push(`if (ministry.id !== context.id('${outerMinistry.name}')) throw notFound();`);
  if (plan.isWrite)
    lines.push(
      "// As the API's generated write: it marks the ministry changed.",
      'ministry.updated_at = context.store.now();',
    );
  const status = plan.status === 201 ? ', 201' : '';
  lines.push(`return reply(${names.responseSchema}, ${names.presenter}(ministry)${status});`);
  const handler = names.requestSchema ? 'async (context)' : '(context)';
  return [
    `route('${plan.method}', apiPaths.${names.path}, ${handler} => {`,
    ...lines.map((line) => `  ${line}`),
    '})',
  ].join('\n');
}

/** The statuses each standing gets: allowed ones succeed, the rest as requireStanding says. */
export function expectedStatuses(plan: EndpointPlan): Record<string, number> {
  const allowedBy: Record<string, string[]> = {
    OWNER: ['owner'],
    MANAGERS: ['owner', 'admin'],
    ACTIVE_MEMBERS: ['owner', 'admin', 'member'],
    ANY_STANDING: ['owner', 'admin', 'member', 'pending'],
  };
  const success = allowedBy[plan.allowed]!;
  const statusOf = (who: string) => (success.includes(who) ? plan.status : 403);
  return {
    owner: statusOf('owner'),
    admin: statusOf('admin'),
    member: statusOf('member'),
    pending: statusOf('pending'),
    inactive: 404,
    outsider: 404,
    anonymous: 401,
  };
}

/** How the permission matrix names the endpoint in its tables. */
export function matrixLabel(plan: EndpointPlan): string {
  const suffix = { path: '', query: '?ministerio_id', body: ' {ministerio_id}' }[plan.ministryIn];
  return `${plan.httpMethod} ${plan.path}${suffix}`;
}

/** The matrix's request, aimed at a `Target`'s ids. */
export function matrixCall(plan: EndpointPlan): string {
  const filled = plan.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const param = plan.params.find((candidate) => candidate.name === name)!;
    return `\${t.${param.row.target}}`;
  });
  const url = plan.ministryIn === 'query' ? `${filled}?ministerio_id=\${t.ministryId}` : filled;
  const quoted = url.includes('${') ? `\`${url}\`` : `'${url}'`;
  const payload = plan.ministryIn === 'body' ? '{ ministerio_id: t.ministryId }' : '{}';
  const request = plan.hasBody
    ? `${plan.httpMethod}(${quoted}, ${payload})`
    : `${plan.httpMethod}(${quoted})`;
  return `${plan.names.matrixCall}: (t: Target) => ${request}`;
}

/** What a 2xx of the endpoint must show. */
export function matrixCheck(plan: EndpointPlan): string {
  const lines = [
    'expect(res.json()).toEqual({ ministerio_id: f.ministry.id, nome: f.ministry.nome });',
    ...(plan.isWrite
      ? [
          '// The table holds that a 2xx changed the ministry and a refusal changed nothing; the',
          "// generated write only marks the ministry changed: check the write's own rows here.",
        ]
      : []),
  ];
  return [
    `${plan.names.matrixCheck}: ({ f, res }) => {`,
    ...lines.map((line) => `  ${line}`),
    '}',
  ].join('\n');
}

const pad = (text: string, width: number) => text.padEnd(width - 1) + ' ';

/** A row of the matrix's first table, laid out as its neighbours (it is prettier-ignored). */
export function matrixRow(plan: EndpointPlan): string {
  const statuses = Object.entries(expectedStatuses(plan))
    .map(([who, status]) => `${who}: ${status}`)
    .join(', ');
  return (
    pad(`['${matrixLabel(plan)}',`, 49) +
    pad(`call.${plan.names.matrixCall},`, 25) +
    `{ ${statuses} }, then.${plan.names.matrixCheck}]`
  );
}

/** Its row in the cross-tenant table: aimed at the other ministry, it finds nothing. */
export function crossTenantRow(plan: EndpointPlan): string {
  return (
    pad(`['${matrixLabel(plan)}',`, 49) +
    pad(`call.${plan.names.matrixCall},`, 25) +
    '{ owner: 404, admin: 404, member: 404 }]'
  );
}

/** The client's call in libs/api-client's endpoints.test.ts. */
export function clientCall(plan: EndpointPlan): string {
  const args = plan.clientArguments.map(() => 'ID');
  if (plan.hasBody) args.push(plan.ministryIn === 'body' ? '{ ministerio_id: 1 }' : '{}');
  return `(c) => ${plan.names.fetcher}(c, ${args.join(', ')})`;
}

/** The client's arguments as its functions declare and pass them. */
export function clientSignature(plan: EndpointPlan) {
  const names = plan.clientArguments.map((argument) => argument.name);
  const body = plan.names.requestType ? [`body: ${plan.names.requestType}`] : [];
  const entries = plan.params.map((param) => {
    const argument = plan.clientArguments.find((candidate) => candidate.param === param.name)!;
    return argument.name === param.name ? param.name : `${param.name}: ${argument.name}`;
  });
  const list = [...names, ...(plan.hasBody ? ['body'] : [])].join(', ');
  return {
    typedArguments: [...names.map((name) => `${name}: number`), ...body].join(', '),
    argumentList: names.join(', '),
    variableList: list,
    filledPath: entries.length
      ? `fillPath(apiPaths.${plan.names.path}, { ${entries.join(', ')} })`
      : `fillPath(apiPaths.${plan.names.path})`,
  };
}
