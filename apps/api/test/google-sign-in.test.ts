import type { FastifyInstance } from 'fastify';
import { type MutableToken, OAuth2Server, type Payload } from 'oauth2-mock-server';
import { describe, expect, it } from 'vitest';
import { buildTestApp, onTestEnd } from './helper';

const CLIENT_ID = 'levita-test-client';
const CALLBACK_URL = 'http://levita.test/api/auth/google/callback';
const STATE_COOKIE = 'levita_google_state';

/** A real OpenID provider on a free local port, stopped after the test. */
async function startProvider(): Promise<OAuth2Server> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // The library calls a loopback issuer "localhost", which may resolve to ::1 where nothing
  // listens; the address it is bound to always works.
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  onTestEnd(() => provider.stop());
  return provider;
}

async function appWithGoogle(provider: OAuth2Server): Promise<FastifyInstance> {
  return buildTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'levita-test-secret',
      GOOGLE_ISSUER: provider.issuer.url!,
    },
  });
}

/**
 * Edits the next ID token the provider signs. The mock signs the access token first and
 * with the same event, so the ID token is told apart by its audience, the client.
 */
function editNextIdToken(provider: OAuth2Server, edit: (payload: Payload) => void) {
  const listener = (token: MutableToken) => {
    if (token.payload.aud !== CLIENT_ID) return;
    provider.service.off('beforeTokenSigning', listener);
    edit(token.payload);
  };
  provider.service.on('beforeTokenSigning', listener);
}

function googleIdentity(provider: OAuth2Server, claims: Record<string, unknown>) {
  editNextIdToken(provider, (payload) => Object.assign(payload, claims));
}

interface StartedSignIn {
  authorizeUrl: URL;
  /** The Cookie header the browser would send back to the callback. */
  cookie: string;
  state: string;
}

async function startSignIn(app: FastifyInstance): Promise<StartedSignIn> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/google/login' });
  expect(response.statusCode).toBe(302);
  const stateCookie = response.cookies.find((cookie) => cookie.name === STATE_COOKIE);
  expect(stateCookie).toBeDefined();
  return {
    authorizeUrl: new URL(response.headers.location as string),
    cookie: `${STATE_COOKIE}=${stateCookie!.value}`,
    state: stateCookie!.value,
  };
}

/** The provider signs the user in at once and sends the browser back with a code. */
async function authorize(authorizeUrl: URL): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK_URL);
  return location;
}

interface Outcome {
  location: URL;
  token: string | null;
  error: string | null;
}

async function callback(app: FastifyInstance, url: URL, cookie?: string): Promise<Outcome> {
  const response = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  const token =
    location.pathname === '/auth/google'
      ? new URLSearchParams(location.hash.slice(1)).get('token')
      : null;
  const error = location.pathname === '/login' ? location.searchParams.get('error') : null;
  return { location, token, error };
}

async function signInWithGoogle(app: FastifyInstance): Promise<Outcome> {
  const started = await startSignIn(app);
  return callback(app, await authorize(started.authorizeUrl), started.cookie);
}

async function currentUser(app: FastifyInstance, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/usuario',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    id: number;
    nome: string;
    email: string;
    telefone: string | null;
    foto_url: string | null;
  }>();
}

async function registerAna(app: FastifyInstance): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      nome: 'Ana',
      email: 'ana@example.com',
      telefone: '(11) 98765-4321',
      senha: 'Abcdef1!',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ usuario: { id: number } }>().usuario.id;
}

function expectSignedIn(outcome: Outcome): string {
  expect(outcome.location.origin).toBe('http://levita.test');
  expect(outcome.location.pathname).toBe('/auth/google');
  expect(outcome.token).toEqual(expect.any(String));
  return outcome.token!;
}

function expectFailure(outcome: Outcome, code: string) {
  expect(outcome.location.href).toBe(`http://levita.test/login?error=${code}`);
  expect(outcome.token).toBeNull();
}

describe('Google sign-in without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET', () => {
  it('answers 501 google_not_configured in the request language', async () => {
    const app = await buildTestApp();
    const pt = await app.inject({ method: 'GET', url: '/api/auth/google/login' });
    expect(pt.statusCode).toBe(501);
    expect(pt.json()).toEqual({
      error: 'google_not_configured',
      message: 'O login com Google não está configurado neste servidor.',
    });

    const en = await app.inject({
      method: 'GET',
      url: '/api/auth/google/login',
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.statusCode).toBe(501);
    expect(en.json()).toEqual({
      error: 'google_not_configured',
      message: 'Sign-in with Google is not configured on this server.',
    });
  });

  it('sends a callback back to the login page with google_not_configured', async () => {
    const app = await buildTestApp();
    const outcome = await callback(
      app,
      new URL(`${CALLBACK_URL}?code=abc&state=xyz`),
      `${STATE_COOKIE}=xyz`,
    );
    expectFailure(outcome, 'google_not_configured');
  });
});

describe('GET /api/auth/google/login', () => {
  it('redirects to the provider with PKCE (S256), state, nonce, scopes and the callback', async () => {
    const provider = await startProvider();
    const app = await appWithGoogle(provider);
    const login = await app.inject({ method: 'GET', url: '/api/auth/google/login' });
    expect(login.statusCode).toBe(302);

    const url = new URL(login.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(CALLBACK_URL);
    // A SHA-256 digest in base64url is 43 characters.
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('nonce')).toEqual(expect.any(String));
    expect(params.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));

    // The state in the URL is the one this browser keeps, in a cookie scripts cannot read.
    const state = params.get('state');
    expect(state).toEqual(expect.any(String));
    const stateCookie = login.cookies.find((cookie) => cookie.name === STATE_COOKIE);
    expect(stateCookie).toMatchObject({
      value: state,
      path: '/api/auth/google',
      httpOnly: true,
      sameSite: 'Lax',
    });

    // Every sign-in gets values of its own.
    const again = new URL(
      (await app.inject({ method: 'GET', url: '/api/auth/google/login' })).headers
        .location as string,
    );
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(again.searchParams.get(name), name).not.toBe(params.get(name));
  });
});

describe('GET /api/auth/google/callback', () => {
  it('creates an account for a new verified e-mail and signs it in', async () => {
    const provider = await startProvider();
    const app = await appWithGoogle(provider);
    googleIdentity(provider, {
      sub: 'google-new-person',
      email: 'Nova.Pessoa@Example.com',
      email_verified: true,
      name: 'Nova Pessoa',
      picture: 'https://lh3.googleusercontent.com/nova.jpg',
    });

    const token = expectSignedIn(await signInWithGoogle(app));
    const user = await currentUser(app, token);
    expect(user).toEqual({
      id: expect.any(Number),
      nome: 'Nova Pessoa',
      email: 'nova.pessoa@example.com',
      telefone: null,
      foto_url: 'https://lh3.googleusercontent.com/nova.jpg',
    });
    expect((await app.repos.users.findById(user.id))?.google_sub).toBe('google-new-person');
  });

  it('signs an existing account in by its verified e-mail, then by its Google subject', async () => {
    const provider = await startProvider();
    const app = await appWithGoogle(provider);
    const anaId = await registerAna(app);

    googleIdentity(provider, {
      sub: 'google-ana',
      email: 'ANA@example.com',
      email_verified: true,
      name: 'Ana Google',
    });
    const first = await currentUser(app, expectSignedIn(await signInWithGoogle(app)));
    // The account is linked, not replaced: what the user registered stays.
    expect(first).toMatchObject({
      id: anaId,
      nome: 'Ana',
      email: 'ana@example.com',
      telefone: '(11) 98765-4321',
    });

    // Google now reports another, unverified address: only the subject can find Ana.
    googleIdentity(provider, {
      sub: 'google-ana',
      email: 'ana.nova@example.com',
      email_verified: false,
    });
    const second = await currentUser(app, expectSignedIn(await signInWithGoogle(app)));
    expect(second.id).toBe(anaId);
    expect(await app.repos.users.findByEmail('ana.nova@example.com')).toBeUndefined();
  });

  it('refuses an unverified e-mail without creating an account', async () => {
    const provider = await startProvider();
    const app = await appWithGoogle(provider);
    googleIdentity(provider, {
      sub: 'google-unverified',
      email: 'quem@example.com',
      email_verified: false,
      name: 'Quem',
    });

    expectFailure(await signInWithGoogle(app), 'google_email_unverified');
    expect(await app.repos.users.findByEmail('quem@example.com')).toBeUndefined();
    expect(await app.repos.users.findByGoogleSub('google-unverified')).toBeUndefined();
  });

  it('does not link an unverified e-mail to the existing account that has it', async () => {
    const provider = await startProvider();
    const app = await appWithGoogle(provider);
    const anaId = await registerAna(app);
    googleIdentity(provider, {
      sub: 'google-attacker',
      email: 'ana@example.com',
      email_verified: false,
    });

    expectFailure(await signInWithGoogle(app), 'google_email_unverified');
    expect((await app.repos.users.findById(anaId))?.google_sub).toBeNull();
  });

  it("refuses a callback whose state is not this browser's (login CSRF)", async () => {
    const provider = await startProvider();
    const app = await appWithGoogle(provider);
    googleIdentity(provider, {
      sub: 'google-attacker',
      email: 'x@example.com',
      email_verified: true,
    });
    const attacker = await startSignIn(app);
    const attackerCallback = await authorize(attacker.authorizeUrl);
    const victim = await startSignIn(app);

    expectFailure(await callback(app, attackerCallback, victim.cookie), 'google_state_mismatch');
    expect(await app.repos.users.findByEmail('x@example.com')).toBeUndefined();
  });

  it('refuses a callback without the state cookie', async () => {
    const provider = await startProvider();
    const app = await appWithGoogle(provider);
    googleIdentity(provider, { sub: 'google-x', email: 'x@example.com', email_verified: true });
    const started = await startSignIn(app);
    const callbackUrl = await authorize(started.authorizeUrl);

    expectFailure(await callback(app, callbackUrl), 'google_state_mismatch');
    expect(await app.repos.users.findByEmail('x@example.com')).toBeUndefined();
  });

  it('accepts each callback once: a replay fails', async () => {
    const provider = await startProvider();
    const app = await appWithGoogle(provider);
    googleIdentity(provider, { sub: 'google-x', email: 'x@example.com', email_verified: true });
    const started = await startSignIn(app);
    const callbackUrl = await authorize(started.authorizeUrl);
    expectSignedIn(await callback(app, callbackUrl, started.cookie));

    // Even with the cookie kept: the flow it named is gone.
    expectFailure(await callback(app, callbackUrl, started.cookie), 'google_state_mismatch');
  });

  it('refuses an ID token with another nonce', async () => {
    const provider = await startProvider();
    const app = await appWithGoogle(provider);
    let signedNonce: unknown;
    editNextIdToken(provider, (payload) => {
      signedNonce = payload.nonce;
      Object.assign(payload, {
        sub: 'google-replayed',
        email: 'replayed@example.com',
        email_verified: true,
        nonce: 'a-nonce-from-another-sign-in',
      });
    });

    expectFailure(await signInWithGoogle(app), 'google_failed');
    // The token was signed, with the sign-in's own nonce replaced: the nonce is what failed.
    expect(signedNonce).toEqual(expect.any(String));
    expect(await app.repos.users.findByEmail('replayed@example.com')).toBeUndefined();
  });

  it('sends a provider error (the user said no) to the login page as google_cancelled', async () => {
    const provider = await startProvider();
    const app = await appWithGoogle(provider);
    const started = await startSignIn(app);
    const denied = new URL(CALLBACK_URL);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', started.state);

    expectFailure(await callback(app, denied, started.cookie), 'google_cancelled');
  });
});
