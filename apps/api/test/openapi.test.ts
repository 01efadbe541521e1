import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

const endpoints = [
  ['post', '/api/register'],
  ['post', '/api/login'],
  ['get', '/api/usuario'],
  ['get', '/api/usuario/calendario'],
  ['post', '/api/usuario/calendario'],
  ['get', '/api/calendario/{token}.ics'],
  ['post', '/api/refresh-token'],
  ['post', '/api/auth/sessao'],
  ['delete', '/api/auth/sessao'],
  ['delete', '/api/auth/sessoes'],
  ['put', '/api/usuarios/{id}'],
  ['delete', '/api/usuarios/{id}'],
  ['get', '/api/usuarios/{id}/dados'],
  ['get', '/api/usuarios/{id}/emails'],
  ['put', '/api/usuarios/{id}/emails'],
  ['get', '/api/emails/descadastrar'],
  ['post', '/api/emails/descadastrar'],
  ['post', '/api/recuperar-senha'],
  ['post', '/api/redefinir-senha'],
  ['get', '/api/redefinir-senha/{token}'],
  ['post', '/api/newsletter'],
  ['get', '/api/auth/google/login'],
  ['get', '/api/auth/google/callback'],
  ['get', '/api/health'],
  ['get', '/api/ready'],
  ['get', '/api/metrics'],
  ['post', '/api/ministerios'],
  ['get', '/api/ministerios'],
  ['get', '/api/ministerios/{id}'],
  ['put', '/api/ministerios/{id}'],
  ['delete', '/api/ministerios/{id}'],
  ['post', '/api/ministerios/participar/{codigo_acesso}'],
  ['get', '/api/ministerios/{id}/situacao'],
  ['delete', '/api/ministerios/{id}/sair'],
  ['post', '/api/ministerios/{id}/transferir'],
  ['post', '/api/ministerios/{id}/codigo-acesso'],
  ['get', '/api/ministerios/{id}/estatisticas'],
  ['get', '/api/ministerios/{id}/membros'],
  ['put', '/api/membros/{id}'],
  ['delete', '/api/membros/{id}'],
  ['get', '/api/ministerios/{id}/funcoes'],
  ['post', '/api/ministerios/{id}/funcoes'],
  ['put', '/api/funcoes/{id}'],
  ['delete', '/api/funcoes/{id}'],
  ['get', '/api/uploads/{name}'],
  ['get', '/api/musicas'],
  ['get', '/api/musicas/busca'],
  ['get', '/api/musicas/busca-deezer'],
  ['post', '/api/musicas'],
  ['get', '/api/musicas/{id}'],
  ['put', '/api/musicas/{id}'],
  ['delete', '/api/musicas/{id}'],
  ['put', '/api/ministerios/{ministryId}/musicas/{songId}/meu-tom'],
  ['delete', '/api/ministerios/{ministryId}/musicas/{songId}/meu-tom'],
  ['get', '/api/ministerios/{ministryId}/tons-membros'],
  ['get', '/api/escalas'],
  ['post', '/api/escalas'],
  ['get', '/api/escalas/{id}'],
  ['put', '/api/escalas/{id}'],
  ['delete', '/api/escalas/{id}'],
  ['get', '/api/escalas/{id}/verificar'],
  ['post', '/api/escalas/{id}/confirmar'],
  ['post', '/api/escalas/{id}/recusar'],
  ['get', '/api/escalas/{id}/substitutos'],
  ['post', '/api/escalas/{id}/substituir'],
  ['post', '/api/escalas/{id}/modelo'],
  ['get', '/api/ministerios/{id}/modelos'],
  ['put', '/api/modelos/{id}'],
  ['delete', '/api/modelos/{id}'],
  ['post', '/api/modelos/{id}/escalas'],
  ['post', '/api/modelos/{id}/recorrencia/previa'],
  ['post', '/api/modelos/{id}/recorrencia'],
  ['post', '/api/ministerios/{id}/preencher-equipe'],
  ['get', '/api/ministerios/{id}/conflitos'],
  ['get', '/api/minhas-escalas'],
  ['get', '/api/membros/{id}/funcoes'],
  ['post', '/api/membros/{id}/funcoes'],
  ['put', '/api/membro-funcoes/{id}'],
  ['delete', '/api/membro-funcoes/{id}'],
  ['get', '/api/indisponibilidades/membros/{id}'],
  ['post', '/api/indisponibilidades'],
  ['put', '/api/indisponibilidades/{id}'],
  ['delete', '/api/indisponibilidades/{id}'],
  ['get', '/api/ministerios/{id}/indisponiveis'],
  ['get', '/api/relatorios/participacao'],
  ['get', '/api/relatorios/musicas'],
  ['put', '/api/membros/{id}/preferencias'],
] as const;

/** Behind the operator's METRICS_TOKEN, not a user's session (docs/operations.md). */
const operatorEndpoints = new Set(['get /api/metrics']);

/** Answered without a token; every other endpoint is behind the bearer scheme. */
const publicEndpoints = new Set([
  'post /api/register',
  'post /api/login',
  // The session cookie is the credential (a valid access token starts one without it).
  'post /api/auth/sessao',
  'delete /api/auth/sessao',
  'post /api/recuperar-senha',
  'post /api/redefinir-senha',
  'get /api/redefinir-senha/{token}',
  'post /api/newsletter',
  'get /api/emails/descadastrar',
  'post /api/emails/descadastrar',
  'get /api/auth/google/login',
  'get /api/auth/google/callback',
  'get /api/health',
  'get /api/ready',
  'get /api/uploads/{name}',
  'get /api/calendario/{token}.ics',
]);

describe('OpenAPI document', () => {
  it('lists every endpoint with its schemas at /api/openapi.json', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path] of endpoints) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const register = doc.paths['/api/register'].post;
    const body = register.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['nome', 'email', 'telefone', 'senha']);
    expect(Object.keys(register.responses)).toEqual(
      expect.arrayContaining(['201', '400', '409', '429']),
    );
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/remotes'))).toBe(false);

    // A ministry is created from a form with a logo file, or from JSON.
    const create = doc.paths['/api/ministerios'].post.requestBody.content;
    expect(Object.keys(create)).toEqual(
      expect.arrayContaining(['multipart/form-data', 'application/json']),
    );
    expect(create['multipart/form-data'].schema.properties.logo).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it('documents the bearer token on every signed-in endpoint and on no public one', async () => {
    const app = await buildTestApp();
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    for (const [method, path] of endpoints) {
      const security = doc.paths[path][method].security;
      if (publicEndpoints.has(`${method} ${path}`))
        expect(security, `${method} ${path}`).toBeUndefined();
      else if (operatorEndpoints.has(`${method} ${path}`))
        expect(security, `${method} ${path}`).toEqual([{ metricsToken: [] }]);
      else expect(security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });

  it('serves the interactive documentation at /api/docs', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
    // Swagger UI styles a few elements inline; the page's policy has to allow that.
    expect(response.headers['content-security-policy']).toMatch(/style-src [^;]*'unsafe-inline'/);
  });
});
