import { ApiError, type ApiClient } from '@levita/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renewSession, renewThrough, renewToken } from './session-renewal';
import { writeSession } from './session-storage';
import { useSession } from './session-store';

const user = { id: 1, nome: 'Ana', email: 'ana@example.com', telefone: null, foto_url: null };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function clientAnswering(post: () => Promise<unknown>) {
  const client = { baseUrl: '/api', post: vi.fn(post) } as unknown as ApiClient & {
    post: ReturnType<typeof vi.fn>;
  };
  renewThrough(client);
  return client;
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signIn({
    access_token: 'expired-token',
    token_expiration: new Date(Date.now() - 1000).toISOString(),
    usuario: user as never,
  });
});

describe('renewing the session', () => {
  it('asks the API once for every caller at the same moment, and stores the answer', async () => {
    const client = clientAnswering(async () => ({
      access_token: 'new-token',
      token_expiration: inAnHour(),
    }));
    const answers = await Promise.all([renewSession(), renewSession(), renewToken()]);
    expect(answers.slice(0, 2)).toEqual(['renewed', 'renewed']);
    expect(client.post).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toBe('new-token');
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('takes the token another tab renewed meanwhile instead of spending the cookie again', async () => {
    const client = clientAnswering(async () => {
      throw new Error('must not be asked');
    });
    // What the other tab stored while this one still held the expired token.
    writeSession({ token: 'from-the-other-tab', tokenExpiration: inAnHour(), user: user as never });
    expect(await renewSession()).toBe('renewed');
    expect(client.post).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('from-the-other-tab');
  });

  it('says refused for a 401, unreachable for an outage, and keeps the session for the latter', async () => {
    clientAnswering(async () => {
      throw new ApiError(401, { error: 'token_expired', message: '' });
    });
    expect(await renewSession()).toBe('refused');
    clientAnswering(async () => {
      throw new ApiError(0, { error: 'network_error', message: '' });
    });
    expect(await renewSession()).toBe('unreachable');
    clientAnswering(async () => {
      throw new ApiError(503, { error: 'unavailable', message: '' });
    });
    expect(await renewSession()).toBe('unreachable');
    expect(useSession.getState().token).toBe('expired-token');
  });

  it('does not bring back a session signed out while the renewal ran', async () => {
    let answer: (value: unknown) => void = () => undefined;
    clientAnswering(() => new Promise((resolve) => (answer = resolve)));
    const renewal = renewSession();
    useSession.getState().signOut();
    answer({ access_token: 'late-token', token_expiration: inAnHour() });
    await renewal;
    expect(useSession.getState().token).toBeNull();
  });
});
