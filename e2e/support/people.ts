// People for the journeys: accounts made through the API, each with a browser page that holds
// its session, and the API calls that set up a ministry around them.
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

export const senha = 'Levita@2026';

export interface Account {
  email: string;
  token: string;
}

export const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** A new account, signed in through the API, and a browser page that holds its session. */
export async function personWithPage(
  browser: Browser,
  request: APIRequestContext,
  nome: string,
): Promise<{ page: Page; account: Account }> {
  const email = `${nome.toLowerCase()}-${crypto.randomUUID()}@example.com`;
  const registered = await request.post('/api/register', {
    data: { nome, email, telefone: '(11) 98765-4321', senha },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/login', { data: { email, senha } });
  const session = (await login.json()) as {
    access_token: string;
    token_expiration: string;
    usuario: unknown;
  };
  const context = await browser.newContext({ locale: 'pt-BR' });
  await context.addInitScript((stored) => {
    localStorage.setItem('token', stored.access_token);
    localStorage.setItem('token_expiration', stored.token_expiration);
    localStorage.setItem('usuario', JSON.stringify(stored.usuario));
  }, session);
  const page = await context.newPage();
  return { page, account: { email, token: session.access_token } };
}

export interface MinistryRef {
  id: number;
  codigo_acesso: string;
}

/** A ministry owned by `owner`, made through the API. */
export async function createMinistryFor(
  request: APIRequestContext,
  owner: Account,
  nome: string,
): Promise<MinistryRef> {
  const created = await request.post('/api/ministerios', {
    headers: bearer(owner),
    data: { nome, aceitando_membros: true },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as MinistryRef;
}

/** `member` asks to join with the access code and `owner` approves: an active MEMBRO. */
export async function addActiveMember(
  request: APIRequestContext,
  ministry: MinistryRef,
  owner: Account,
  member: Account,
): Promise<void> {
  const asked = await request.post(`/api/ministerios/participar/${ministry.codigo_acesso}`, {
    headers: bearer(member),
  });
  expect(asked.status()).toBe(201);
  const pending = (await (
    await request.get(`/api/ministerios/${ministry.id}/membros?status=PENDENTE`, {
      headers: bearer(owner),
    })
  ).json()) as { id: number }[];
  const approved = await request.put(`/api/membros/${pending[0]!.id}`, {
    headers: bearer(owner),
    data: { status: 'ATIVO' },
  });
  expect(approved.status()).toBe(200);
}
