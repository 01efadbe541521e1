import { setupMockApiServer } from '@levita/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionKeys } from '../../../lib/session/session-storage';
import { useSession } from '../../../lib/session/session-store';
import { jwtExpiration, readGoogleToken } from '../utils/google-token';
import { renderAuthAt, resetSession } from '../testing/test-utils';

const api = setupMockApiServer();

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A token shaped like the API's: HS256 JWT with sub and exp (the signature is not checked here). */
const exp = Date.UTC(2030, 0, 2, 3, 4, 5) / 1000;
const jwt = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', exp })}.assinatura`;

describe('GoogleCallbackPage', () => {
  beforeEach(() => {
    resetSession();
    // The mock answers GET /usuario as Ana (the API would read the user from the token).
    api.signInAs('PROPRIETARIO');
  });

  it('says the sign-in is being completed meanwhile', async () => {
    renderAuthAt(`/auth/google#token=${jwt}`);
    expect(screen.getByRole('status')).toHaveTextContent('Concluindo o login com Google...');
    await screen.findByRole('heading', { name: 'Dashboard' });
  });

  it('stores the token of the fragment, its expiry and the user, then goes to /dashboard', async () => {
    let bearer: string | null = null;
    api.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/usuario')) bearer = request.headers.get('Authorization');
    });
    renderAuthAt(`/auth/google#token=${jwt}`);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(bearer).toBe(`Bearer ${jwt}`);
    const session = useSession.getState();
    expect(session.token).toBe(jwt);
    expect(session.tokenExpiration).toBe('2030-01-02T03:04:05.000Z');
    expect(session.user?.nome).toBe('Ana Souza');
    expect(JSON.parse(localStorage.getItem(sessionKeys.user)!).email).toBe('ana@example.com');
    api.server.events.removeAllListeners();
  });

  it('reads #access_token= too', async () => {
    renderAuthAt('/auth/google#access_token=opaco&token_expiration=2031-05-06T07:08:09Z');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(useSession.getState()).toMatchObject({
      token: 'opaco',
      tokenExpiration: '2031-05-06T07:08:09.000Z',
    });
  });

  it.each(['token', 'access_token', 'jwt', 'id_token'])(
    'reads the query parameter %s',
    async (name) => {
      renderAuthAt(`/auth/google?${name}=${jwt}`);
      await screen.findByRole('heading', { name: 'Dashboard' });
      expect(useSession.getState().token).toBe(jwt);
    },
  );

  it('goes to /login with "Erro ao autenticar com Google" without a token', async () => {
    renderAuthAt('/auth/google#state=x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao autenticar com Google');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(useSession.getState().token).toBeNull();
  });

  it('keeps nothing and goes to /login when the user cannot be fetched', async () => {
    api.server.use(
      http.get('*/api/usuario', () =>
        HttpResponse.json({ error: 'invalid_token', message: 'Token inválido' }, { status: 401 }),
      ),
    );
    renderAuthAt(`/auth/google#token=${jwt}`, { locale: 'en-US' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error signing in with Google');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
  });
});

describe('readGoogleToken', () => {
  it('prefers the fragment to the query', () => {
    expect(readGoogleToken('#token=a', '?token=b')?.token).toBe('a');
    expect(readGoogleToken('', '?jwt=b&id_token=c')?.token).toBe('b');
    expect(readGoogleToken('#', '')).toBeNull();
  });

  it('leaves the expiry unknown when neither the URL nor the token tells it', () => {
    expect(readGoogleToken('#token=opaco', '')?.expiration).toBeNull();
    expect(jwtExpiration('a.b.c')).toBeNull();
    expect(jwtExpiration(jwt)).toBe('2030-01-02T03:04:05.000Z');
  });
});
