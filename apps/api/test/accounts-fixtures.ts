import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const ana = {
  nome: 'Ana Souza',
  email: 'ana@example.com',
  telefone: '(11) 98765-4321',
  senha: 'Abcdef1!',
};

export async function register(app: FastifyInstance, user: Partial<typeof ana> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { ...ana, ...user },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ usuario: { id: number } }>().usuario;
}

/** The sign-in's whole answer: its body and the session cookie it sets. */
export async function loginResponse(app: FastifyInstance, user: Partial<typeof ana> = {}) {
  const { email, senha } = { ...ana, ...user };
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, senha },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

export async function login(app: FastifyInstance, user: Partial<typeof ana> = {}) {
  return (await loginResponse(app, user)).json<{
    access_token: string;
    token_expiration: string;
  }>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A registered, signed-in user: what most account tests start from. */
export async function signedIn(app: FastifyInstance, user: Partial<typeof ana> = {}) {
  const { id } = await register(app, user);
  const { access_token } = await login(app, user);
  return { id, token: access_token };
}

export const updateUser = (
  app: FastifyInstance,
  { id, token }: { id: number; token: string },
  payload: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'PUT',
    url: `/api/usuarios/${id}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
