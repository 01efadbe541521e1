import { apiErrorSchema } from '@levita/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';

export interface HttpClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  getLocale: () => string;
  /** Called on 401 token_expired, before the error is thrown to the caller. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export interface HttpClient {
  get: <Schema extends z.ZodType>(path: string, schema: Schema) => Promise<z.infer<Schema>>;
}

/**
 * The one place that talks HTTP: base URL, bearer token, Accept-Language, response
 * validation against the shared contract, and errors normalised to ApiError.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  async function request<Schema extends z.ZodType>(
    method: string,
    path: string,
    schema: Schema,
  ): Promise<z.infer<Schema>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.getLocale(),
    };
    const token = options.getToken();
    if (token) headers['Authorization'] = `Bearer ${token}`;

    let response: Response;
    try {
      response = await fetchImpl(`${options.baseUrl}${path}`, { method, headers });
    } catch {
      throw new ApiError(0, { error: 'network_error', message: '' });
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = apiErrorSchema.safeParse(body);
      const error = new ApiError(
        response.status,
        parsed.success ? parsed.data : { error: 'http_error', message: '' },
      );
      if (response.status === 401 && error.error === 'token_expired') options.onUnauthorized?.();
      throw error;
    }
    return schema.parse(body);
  }

  return { get: (path, schema) => request('GET', path, schema) };
}
