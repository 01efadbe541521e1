import {
  apiErrorSchema,
  standingOf,
  type ApiErrorBody,
  type ApiPath,
  type MemberRecord,
  type MinistryStanding,
} from '@levita/contracts';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod/mini';
import type { DemoMinistry, DemoStore, DemoUser } from './demo-store';
import { isMessageCode, localeOf, message, type MessageCode, type MockLocale } from './messages';

/** A refusal, answered as the API does: `{error, message, errors?}` in the request's language. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageCode: MessageCode,
    readonly params: Record<string, string> = {},
    readonly details: Pick<
      ApiErrorBody,
      'errors' | 'membros_indisponiveis' | 'ministerios_proprios'
    > = {},
  ) {
    super(code);
  }
}

export const notFound = () => new MockHttpError(404, 'not_found', 'not_found');
export const forbidden = () => new MockHttpError(403, 'forbidden', 'forbidden');
export const conflict = (code: MessageCode, params?: Record<string, string>) =>
  new MockHttpError(409, code, code, params);
export const badRequest = (code: MessageCode) => new MockHttpError(400, code, code);

/** Who is signed in to the mock API, and whether their session has ended. */
export interface MockSession {
  userId: number | null;
  /** The access token ended: secured calls answer 401 token_expired. */
  expired: boolean;
  /** The browser holds a lasting session (the API's refresh cookie) that renews it. */
  renewable: boolean;
}

/** Who calls, in which ministry, standing where. */
export interface Access {
  ministry: DemoMinistry;
  membership: MemberRecord | undefined;
  standing: MinistryStanding;
  user: DemoUser;
}

export interface RouteContext {
  request: Request;
  params: Record<string, string>;
  locale: MockLocale;
  store: DemoStore;
  session: MockSession;
  /** The signed-in user; 401 as the API answers without one. */
  user: () => DemoUser;
  /** The API's one gate: 404 for no standing (or no ministry), 403 for too little. */
  requireStanding: (ministryId: number, allowed: readonly MinistryStanding[]) => Access;
  /**
   * The row an id names (the path's `:id` unless given) and the caller's access to the
   * ministry it belongs to: 404 when `lookup` finds nothing, then requireStanding's answers.
   */
  load: <Row>(
    lookup: (store: DemoStore, id: number) => Row | undefined,
    ministryOf: (row: Row) => number,
    allowed: readonly MinistryStanding[],
    id?: number,
  ) => Access & { row: Row };
  /** The query string read through a request contract (400 validation_error otherwise). */
  parseQuery: <Schema extends z.ZodMiniType>(schema: Schema) => z.output<Schema>;
  /** The JSON body (or multipart fields) read through a request contract, likewise. */
  parseBody: <Schema extends z.ZodMiniType>(schema: Schema) => Promise<z.output<Schema>>;
  /** The path parameter as a positive integer (404 otherwise, as the API's idParams). */
  id: (name?: string) => number;
  message: (code: MessageCode, params?: Record<string, string>) => string;
}

/** An answer built through the contract's schema: a drifted mock fails here, not silently. */
export function reply<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: z.input<Schema>,
  status = 200,
): Response {
  return HttpResponse.json(schema.parse(body) as JsonBodyType, { status });
}

function errorResponse(error: MockHttpError, locale: MockLocale): Response {
  const body = apiErrorSchema.parse({
    error: error.code,
    message: message(locale, error.messageCode, error.params),
    ...error.details,
  });
  return HttpResponse.json(body, { status: error.status });
}

const valueAt = (value: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (at, key) =>
      at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

/**
 * `{field: [messages]}` from zod issues, keyed like the body ('membros_escalados.0.membro_id').
 * A field left out is 'required', whatever its schema says of a wrong value: the API checks
 * presence first (JSON Schema's `required`) and answers that.
 */
function fieldErrors(issues: z.core.$ZodIssue[], value: unknown, locale: MockLocale) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') || 'body';
    const missing =
      issue.code === 'invalid_type' &&
      issue.path.length > 0 &&
      valueAt(value, issue.path) === undefined;
    const code = missing ? 'required' : issue.message;
    const text = message(locale, isMessageCode(code) ? code : 'invalid_value');
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

/** Validates a value against a request contract; 400 validation_error with fields otherwise. */
export function validate<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
  locale: MockLocale,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new MockHttpError(
    400,
    'validation_error',
    'validation_error',
    {},
    { errors: fieldErrors(parsed.error.issues, value, locale) },
  );
}

/** A JSON body, or the fields of a multipart form (files as File). */
export async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(form.entries());
  }
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new MockHttpError(400, 'validation_error', 'validation_error');
  }
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

type Method = 'get' | 'post' | 'put' | 'delete';

export interface RouteOptions {
  /** Answer without a signed-in user (login, register, recovery, newsletter, health). */
  public?: boolean;
}

export interface Router {
  route: (
    method: Method,
    path: ApiPath,
    handler: (context: RouteContext) => Response | Promise<Response>,
    options?: RouteOptions,
  ) => HttpHandler;
}

/**
 * Builds MSW handlers that answer like the API: the session decides who calls, standing
 * checks answer 404/403 as requireStanding does, and every refusal has the API's error shape.
 */
export function createRouter(baseUrl: string, store: DemoStore, session: MockSession): Router {
  return {
    route(method, path, handler, options = {}) {
      return http[method](`${baseUrl}${path}`, async ({ request, params }) => {
        const locale = localeOf(request);
        const user = () => {
          if (session.expired) throw new MockHttpError(401, 'token_expired', 'token_expired');
          const hasToken = /^Bearer\s+\S+$/i.test(request.headers.get('authorization') ?? '');
          const current = session.userId === null ? undefined : store.user(session.userId);
          if (!hasToken || !current) throw new MockHttpError(401, 'unauthorized', 'unauthorized');
          return current;
        };
        const context: RouteContext = {
          request,
          params: Object.fromEntries(
            Object.entries(params).map(([key, value]) => [key, String(value)]),
          ),
          locale,
          store,
          session,
          user,
          requireStanding(ministryId, allowed) {
            const caller = user();
            const ministry = store.ministry(ministryId);
            if (!ministry) throw notFound();
            const membership = store.membership(ministry.id, caller.id);
            const standing = standingOf(ministry, caller.id, membership);
            if (!standing) throw notFound();
            if (!allowed.includes(standing)) throw forbidden();
            return { ministry, membership, standing, user: caller };
          },
          load(lookup, ministryOf, allowed, id = context.id()) {
            const row = lookup(store, id);
            if (row === undefined) throw notFound();
            return { ...context.requireStanding(ministryOf(row), allowed), row };
          },
          parseQuery: (schema) => validate(schema, queryOf(request), locale),
          parseBody: async (schema) => validate(schema, await readBody(request), locale),
          id(name = 'id') {
            const value = Number(context.params[name]);
            if (!Number.isInteger(value) || value <= 0) throw notFound();
            return value;
          },
          message: (code, params) => message(locale, code, params),
        };
        try {
          if (!options.public) user();
          return await handler(context);
        } catch (error) {
          if (error instanceof MockHttpError) return errorResponse(error, locale);
          throw error;
        }
      });
    },
  };
}
