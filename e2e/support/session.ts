// A signed-in browser without going through the login page: an account is registered and
// logged in through the API, and its session is written where the shell keeps it (part 1 §3).
import { type APIRequestContext, expect, type Page } from '@playwright/test';

interface LoginAnswer {
  access_token: string;
  token_expiration: string;
  usuario: unknown;
}

/** Registers a fresh account and stores its session in the page before any script runs. */
export async function signInThroughApi(page: Page, request: APIRequestContext): Promise<void> {
  const email = `e2e-${crypto.randomUUID()}@example.com`;
  const senha = 'Levita@2026';
  const registered = await request.post('/api/register', {
    data: { nome: 'Teste E2E', email, telefone: '(11) 98765-4321', senha },
  });
  expect(registered.ok()).toBe(true);
  const login = await request.post('/api/login', { data: { email, senha } });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as LoginAnswer;
  await page.addInitScript((stored: LoginAnswer) => {
    localStorage.setItem('token', stored.access_token);
    localStorage.setItem('token_expiration', stored.token_expiration);
    localStorage.setItem('usuario', JSON.stringify(stored.usuario));
  }, session);
}
