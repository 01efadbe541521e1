import { apiErrorSchema, type ApiErrorBody } from '@levita/contracts';
import { z } from 'zod/mini';
import { ApiError } from './api-error';
import { actionFallbackMessage, errorText, toApiLocale, type ApiAction } from './messages/messages';

export interface HttpClientOptions {
  /** Where the API lives, e.g. '/api' on the app's own origin. */
  baseUrl: string;
  /** Read on every call: the shell refreshes the token behind the remotes' back. */
  getToken?: () => string | null;
  /** Sent as Accept-Language, and the language of the client's own fallback texts. */
  getLocale?: () => string;
  /**
   * Called on 401 token_expired, before the error is thrown to the caller, when the session
   * could not be renewed.
   */
  onUnauthorized?: () => void;
  /**
   * Asked on 401 token_expired: renews the access token behind the caller's back. Renewed, the
   * call goes out once more with the new token; refused, the session has ended
   * (`onUnauthorized`); unreachable, the call fails as a network error and the session stays.
   */
  renewSession?: () => Promise<SessionRenewal>;
  fetch?: typeof fetch;
}

export type SessionRenewal = 'renewed' | 'refused' | 'unreachable';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  /** Names the fallback text of a failure without a server message. */
  action?: ApiAction;
  /** Undefined and null values are left out. */
  query?: QueryParams;
  /** Sent as multipart when it is FormData, as JSON otherwise; nothing when undefined. */
  body?: unknown;
}

type Call = <Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  options?: RequestOptions,
) => Promise<z.infer<Schema>>;

export interface HttpClient {
  readonly baseUrl: string;
  get: Call;
  post: Call;
  put: Call;
  delete: Call;
}

const DEFAULT_LOCALE = 'pt-BR';

export function buildUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return `${baseUrl}${path}${text ? `?${text}` : ''}`;
}

/** An error body as far as it can be read: a text body or a foreign shape gives nothing. */
function readErrorBody(body: unknown): ApiErrorBody {
  const parsed = z.partial(apiErrorSchema).safeParse(body);
  const fields = parsed.success ? parsed.data : {};
  return { error: 'http_error', message: '', ...fields };
}

/**
 * The one place that talks HTTP: base URL, bearer token, Accept-Language, JSON or multipart
 * bodies, response validation against the shared contract, and errors normalised to ApiError.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function request<Schema extends z.ZodMiniType>(
    method: string,
    path: string,
    schema: Schema,
    callOptions: RequestOptions = {},
    renewed = false,
  ): Promise<z.infer<Schema>> {
    const { action, query, body } = callOptions;
    const locale = options.getLocale?.() ?? DEFAULT_LOCALE;
    const fail = async (status: number, errorBody: ApiErrorBody) =>
      new ApiError(status, errorBody, {
        action,
        locale,
        fallbackMessage:
          action && !errorBody.message.trim()
            ? await actionFallbackMessage(action, toApiLocale(locale))
            : undefined,
      });

    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': locale,
    };
    const token = options.getToken?.();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body instanceof FormData) {
      // fetch writes the multipart Content-Type itself, boundary included.
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await fetchImpl(buildUrl(options.baseUrl, path, query), init);
    } catch {
      throw await fail(0, { error: 'network_error', message: '' });
    }

    const text = await response.text().catch(() => '');
    let json: unknown;
    let readable = true;
    try {
      json = JSON.parse(text);
    } catch {
      readable = false;
    }

    if (!response.ok) {
      const error = await fail(response.status, readErrorBody(json));
      if (error.isSessionExpired) {
        const renewal = renewed || !options.renewSession ? 'refused' : await options.renewSession();
        if (renewal === 'renewed') return request(method, path, schema, callOptions, true);
        if (renewal === 'unreachable') throw await fail(0, { error: 'network_error', message: '' });
        options.onUnauthorized?.();
      }
      throw error;
    }
    const apiLocale = toApiLocale(locale);
    if (!readable) {
      throw await fail(response.status, {
        error: 'unreadable_response',
        message: errorText('unreadableResponse', apiLocale),
      });
    }
    const result = schema.safeParse(json);
    if (!result.success) {
      throw await fail(response.status, {
        error: 'invalid_response',
        message: errorText('invalidResponse', apiLocale),
      });
    }
    return result.data;
  }

  return {
    baseUrl: options.baseUrl,
    get: (path, schema, callOptions) => request('GET', path, schema, callOptions),
    post: (path, schema, callOptions) => request('POST', path, schema, callOptions),
    put: (path, schema, callOptions) => request('PUT', path, schema, callOptions),
    delete: (path, schema, callOptions) => request('DELETE', path, schema, callOptions),
  };
}
