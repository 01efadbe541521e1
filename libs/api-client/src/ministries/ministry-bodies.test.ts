import { apiPaths, fillPath, type Ministry } from '@levita/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/api-client';
import { createMinistry } from './create-ministry';
import { updateMinistry } from './update-ministry';

const BASE = 'http://levita.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: BASE, getToken: () => 't' });
const ministry: Ministry = {
  id: 7,
  nome: 'Louvor',
  logo: null,
  codigo_acesso: 'ABC123',
  aceitando_membros: false,
  lembrete_horas: 48,
  proprietario_id: 1,
  situacao_usuario: 'PROPRIETARIO',
  data_criacao: '2025-01-01T00:00:00Z',
  versao: 1,
};
const logo = new Blob([new Uint8Array([0x47, 0x49, 0x46])], { type: 'image/gif' });

/** What the API received: the content type and the fields, whichever way they came. */
async function received(request: Request) {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    return { multipart: true, fields: Object.fromEntries(form) };
  }
  return { multipart: false, fields: (await request.json()) as Record<string, unknown> };
}

describe('ministry bodies', () => {
  it('creates a ministry with a multipart form, flags as text and the logo as a file', async () => {
    let seen: Awaited<ReturnType<typeof received>> | undefined;
    server.use(
      http.post(`${BASE}${fillPath(apiPaths.ministries)}`, async ({ request }) => {
        seen = await received(request);
        return HttpResponse.json(ministry, { status: 201 });
      }),
    );
    await expect(
      createMinistry(client, { nome: 'Louvor', aceitando_membros: false, logo }),
    ).resolves.toEqual(ministry);
    expect(seen?.multipart).toBe(true);
    expect(seen?.fields).toMatchObject({ nome: 'Louvor', aceitando_membros: 'false' });
    expect(seen?.fields.logo).toBeInstanceOf(Blob);
  });

  it('updates with JSON, or with multipart when a logo goes with it, the version either way', async () => {
    const seen: Awaited<ReturnType<typeof received>>[] = [];
    server.use(
      http.put(`${BASE}${fillPath(apiPaths.ministry, { id: 7 })}`, async ({ request }) => {
        seen.push(await received(request));
        return HttpResponse.json(ministry);
      }),
    );
    await updateMinistry(client, 7, { nome: 'Novo', aceitando_membros: true, versao: 3 });
    await updateMinistry(client, 7, { logo, versao: 4 });
    expect(seen[0]).toEqual({
      multipart: false,
      fields: { nome: 'Novo', aceitando_membros: true, versao: 3 },
    });
    expect(seen[1]?.multipart).toBe(true);
    expect(Object.keys(seen[1]?.fields ?? {})).toEqual(['versao', 'logo']);
    expect(seen[1]?.fields.versao).toBe('4');
  });
});
