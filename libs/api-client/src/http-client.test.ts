import { apiPaths, fillPath, healthResponseSchema, messageResponseSchema } from '@levita/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createHttpClient, type HttpClientOptions } from './http-client';

const BASE = 'http://levita.test/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    baseUrl: BASE,
    getToken: () => 'abc',
    getLocale: () => 'pt-BR',
    ...options,
  });
}

function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );
}

describe('requests', () => {
  it('sends the bearer token and the language, and validates the answer', async () => {
    let headers = new Headers();
    server.use(
      http.get(`${BASE}${fillPath(apiPaths.health)}`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ status: 'ok', version: '0.1.0' });
      }),
    );
    const answer = await client({ getLocale: () => 'en-US' }).get(
      fillPath(apiPaths.health),
      healthResponseSchema,
    );
    expect(answer).toEqual({ status: 'ok', version: '0.1.0' });
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.get('accept-language')).toBe('en-US');
  });

  it('sends no Authorization header without a token, and pt-BR by default', async () => {
    let headers = new Headers();
    server.use(
      http.get(`${BASE}${fillPath(apiPaths.health)}`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ status: 'ok', version: '1' });
      }),
    );
    await createHttpClient({ baseUrl: BASE }).get(fillPath(apiPaths.health), healthResponseSchema);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('accept-language')).toBe('pt-BR');
  });

  it('puts query parameters in the URL and leaves undefined and null ones out', async () => {
    let url = new URL('http://x');
    server.use(
      http.get(`${BASE}${fillPath(apiPaths.songs)}`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await client().get(fillPath(apiPaths.songs), messageResponseSchema, {
      query: { pagina: 2, termo: 'graça & paz', ministerio_id: undefined, mes: null, x: false },
    });
    expect([...url.searchParams]).toEqual([
      ['pagina', '2'],
      ['termo', 'graça & paz'],
      ['x', 'false'],
    ]);
  });

  it('sends a JSON body with its content type', async () => {
    let received: { type: string | null; body: unknown } = { type: null, body: null };
    server.use(
      http.post(`${BASE}${fillPath(apiPaths.login)}`, async ({ request }) => {
        received = { type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await client().post(fillPath(apiPaths.login), messageResponseSchema, {
      body: { email: 'a@b.c', senha: 'x' },
    });
    expect(received.type).toBe('application/json');
    expect(received.body).toEqual({ email: 'a@b.c', senha: 'x' });
  });

  it('sends FormData as multipart, file included', async () => {
    let type: string | null = null;
    let form = new FormData();
    server.use(
      http.post(`${BASE}${fillPath(apiPaths.ministries)}`, async ({ request }) => {
        type = request.headers.get('content-type');
        form = await request.formData();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const body = new FormData();
    body.append('nome', 'Louvor');
    body.append('logo', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'l.png');
    await client().post(fillPath(apiPaths.ministries), messageResponseSchema, { body });
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(form.get('nome')).toBe('Louvor');
    const logo = form.get('logo');
    expect(logo).toBeInstanceOf(Blob);
    expect((logo as Blob).size).toBe(2);
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    let received: { type: string | null; text: string } = { type: 'unset', text: 'unset' };
    server.use(
      http.post(`${BASE}${fillPath(apiPaths.confirmPresence, { id: 1 })}`, async ({ request }) => {
        received = { type: request.headers.get('content-type'), text: await request.text() };
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await client().post(fillPath(apiPaths.confirmPresence, { id: 1 }), messageResponseSchema);
    expect(received).toEqual({ type: null, text: '' });
  });
});

describe('answers that break the contract', () => {
  it('refuses an answer that does not match the schema', async () => {
    server.use(
      http.get(`${BASE}${fillPath(apiPaths.health)}`, () =>
        HttpResponse.json({ status: 'broken' }),
      ),
    );
    const error = await failureOf(client().get(fillPath(apiPaths.health), healthResponseSchema));
    expect(error).toMatchObject({
      status: 200,
      error: 'invalid_response',
      message: 'Resposta inválida do servidor',
    });
  });

  it('refuses a success answer that is not JSON', async () => {
    server.use(http.get(`${BASE}${fillPath(apiPaths.health)}`, () => HttpResponse.text('<html>')));
    const error = await failureOf(
      client({ getLocale: () => 'en-US' }).get(fillPath(apiPaths.health), healthResponseSchema),
    );
    expect(error).toMatchObject({
      error: 'unreadable_response',
      message: 'Error processing the response',
    });
  });
});

describe('errors', () => {
  it("uses the server's message and keeps its code", async () => {
    server.use(
      http.delete(`${BASE}${fillPath(apiPaths.schedule, { id: 3 })}`, () =>
        HttpResponse.json({ error: 'forbidden', message: 'Sem permissão' }, { status: 403 }),
      ),
    );
    const error = await failureOf(
      client().delete(fillPath(apiPaths.schedule, { id: 3 }), messageResponseSchema, {
        action: 'schedules.delete',
      }),
    );
    expect(error).toMatchObject({
      status: 403,
      error: 'forbidden',
      message: 'Sem permissão',
      displayMessage: 'Sem permissão',
      action: 'schedules.delete',
    });
  });

  const fallbacks = [
    ['pt-BR', 'Erro ao criar música'],
    ['en-US', 'Error creating the song'],
  ] as const;

  describe.each(fallbacks)('without a usable server message (%s)', (locale, fallback) => {
    const create = () =>
      client({ getLocale: () => locale }).post(fillPath(apiPaths.songs), messageResponseSchema, {
        action: 'songs.create',
        body: {},
      });

    it('falls back for an error without a body', async () => {
      server.use(
        http.post(
          `${BASE}${fillPath(apiPaths.songs)}`,
          () => new HttpResponse(null, { status: 500 }),
        ),
      );
      const error = await failureOf(create());
      expect(error).toMatchObject({ status: 500, error: 'http_error', message: fallback });
      expect(error.displayMessage).toBe(fallback);
    });

    it('falls back for an error body that is not JSON', async () => {
      server.use(
        http.post(`${BASE}${fillPath(apiPaths.songs)}`, () =>
          HttpResponse.text('Bad gateway', { status: 502 }),
        ),
      );
      await expect(failureOf(create())).resolves.toMatchObject({ status: 502, message: fallback });
    });

    it('falls back for an empty message', async () => {
      server.use(
        http.post(`${BASE}${fillPath(apiPaths.songs)}`, () =>
          HttpResponse.json({ error: 'conflict', message: ' ' }, { status: 409 }),
        ),
      );
      await expect(failureOf(create())).resolves.toMatchObject({
        status: 409,
        error: 'conflict',
        message: fallback,
      });
    });

    it('falls back with status 0 when the server cannot be reached', async () => {
      server.use(http.post(`${BASE}${fillPath(apiPaths.songs)}`, () => HttpResponse.error()));
      await expect(failureOf(create())).resolves.toMatchObject({
        status: 0,
        error: 'network_error',
        message: fallback,
      });
    });
  });

  it.each([
    ['pt-BR', 'Erro de validação: nome: Campo obrigatório; bpm: Inválido, Muito alto'],
    ['en-US', 'Validation error: nome: Campo obrigatório; bpm: Inválido, Muito alto'],
  ])('shows an errors map as the spec renders it (%s)', async (locale, expected) => {
    server.use(
      http.post(`${BASE}${fillPath(apiPaths.songs)}`, () =>
        HttpResponse.json(
          {
            error: 'validation_error',
            message: 'Erro de validação.',
            errors: { nome: ['Campo obrigatório'], bpm: ['Inválido', 'Muito alto'] },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failureOf(
      client({ getLocale: () => locale }).post(fillPath(apiPaths.songs), messageResponseSchema, {
        action: 'songs.create',
        body: {},
      }),
    );
    expect(error.errors).toEqual({ nome: ['Campo obrigatório'], bpm: ['Inválido', 'Muito alto'] });
    expect(error.message).toBe('Erro de validação.');
    expect(error.displayMessage).toBe(expected);
  });

  it('keeps the members a schedule could not take', async () => {
    const unavailable = {
      membro_id: 4,
      nome: 'Ana',
      justificativa: 'Viagem',
      data_inicio: '2025-03-01',
      data_fim: '2025-03-03',
    };
    server.use(
      http.post(`${BASE}${fillPath(apiPaths.schedules)}`, () =>
        HttpResponse.json(
          {
            error: 'members_unavailable',
            message: 'Indisponíveis',
            membros_indisponiveis: [unavailable],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failureOf(
      client().post(fillPath(apiPaths.schedules), messageResponseSchema, {
        action: 'schedules.create',
        body: {},
      }),
    );
    expect(error.membros_indisponiveis).toEqual([unavailable]);
  });

  it.each([
    ['pt-BR', 'Sessão expirada. Por favor, faça login novamente.'],
    ['en-US', 'Session expired. Please log in again.'],
  ])('reports an expired token before throwing (%s)', async (locale, expected) => {
    const onUnauthorized = vi.fn();
    server.use(
      http.get(`${BASE}${fillPath(apiPaths.currentUser)}`, () =>
        HttpResponse.json({ error: 'token_expired', message: 'expired' }, { status: 401 }),
      ),
    );
    const error = await failureOf(
      client({ getLocale: () => locale, onUnauthorized }).get(
        fillPath(apiPaths.currentUser),
        messageResponseSchema,
      ),
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error.isSessionExpired).toBe(true);
    expect(error.displayMessage).toBe(expected);
  });

  it('does not end the session for an invalid token', async () => {
    const onUnauthorized = vi.fn();
    server.use(
      http.get(`${BASE}${fillPath(apiPaths.currentUser)}`, () =>
        HttpResponse.json({ error: 'invalid_token', message: 'Token inválido' }, { status: 401 }),
      ),
    );
    const error = await failureOf(
      client({ onUnauthorized }).get(fillPath(apiPaths.currentUser), messageResponseSchema),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, error: 'invalid_token', message: 'Token inválido' });
  });
});

describe('an expired access token with a lasting session', () => {
  const path = fillPath(apiPaths.currentUser);
  /** Answers 401 token_expired to the old token and the message to the new one. */
  function expiringUser(seen: string[]) {
    server.use(
      http.get(`${BASE}${path}`, ({ request }) => {
        const authorization = request.headers.get('authorization') ?? '';
        seen.push(authorization);
        return authorization === 'Bearer new'
          ? HttpResponse.json({ message: 'ok' })
          : HttpResponse.json({ error: 'token_expired', message: '' }, { status: 401 });
      }),
    );
  }

  it('is renewed and the call goes out once more with the new token', async () => {
    const seen: string[] = [];
    expiringUser(seen);
    let token = 'old';
    const onUnauthorized = vi.fn();
    const renewSession = vi.fn(async () => {
      token = 'new';
      return 'renewed' as const;
    });
    const answer = await client({ getToken: () => token, renewSession, onUnauthorized }).get(
      path,
      messageResponseSchema,
    );
    expect(answer).toEqual({ message: 'ok' });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the renewal is refused, and asks only once', async () => {
    const seen: string[] = [];
    expiringUser(seen);
    const onUnauthorized = vi.fn();
    // "Renewed" but the new token is refused too: no loop.
    const renewSession = vi.fn(async () => 'renewed' as const);
    const error = await failureOf(
      client({ getToken: () => 'old', renewSession, onUnauthorized }).get(
        path,
        messageResponseSchema,
      ),
    );
    expect(error.isSessionExpired).toBe(true);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);

    const refused = vi.fn(async () => 'refused' as const);
    await failureOf(
      client({ getToken: () => 'old', renewSession: refused, onUnauthorized }).get(
        path,
        messageResponseSchema,
      ),
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('keeps the session when the renewal cannot reach the server', async () => {
    expiringUser([]);
    const onUnauthorized = vi.fn();
    const error = await failureOf(
      client({
        getToken: () => 'old',
        renewSession: async () => 'unreachable',
        onUnauthorized,
      }).get(path, messageResponseSchema),
    );
    expect(error.status).toBe(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
