import { healthResponseSchema } from '@levita/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('createHttpClient', () => {
  it('sends the bearer token and language, and validates the answer', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { status: 'ok', version: '0.1.0' }));
    const client = createHttpClient({
      baseUrl: '/api',
      getToken: () => 'abc',
      getLocale: () => 'en-US',
      fetch,
    });
    await expect(client.get('/health', healthResponseSchema)).resolves.toEqual({
      status: 'ok',
      version: '0.1.0',
    });
    expect(fetch).toHaveBeenCalledWith('/api/health', {
      method: 'GET',
      headers: {
        Accept: 'application/json',
        'Accept-Language': 'en-US',
        Authorization: 'Bearer abc',
      },
    });
  });

  it('normalises API errors and reports an expired token', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () =>
      jsonResponse(401, { error: 'token_expired', message: 'Sessão expirada' }),
    );
    const client = createHttpClient({
      baseUrl: '',
      getToken: () => null,
      getLocale: () => 'pt-BR',
      onUnauthorized,
      fetch,
    });
    const failure = await client.get('/x', healthResponseSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 401,
      error: 'token_expired',
      message: 'Sessão expirada',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
