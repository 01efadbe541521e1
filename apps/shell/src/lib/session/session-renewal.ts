import type { TokenResponse } from '@levita/contracts';
import {
  endSession,
  isApiError,
  renewSession as renewSessionCall,
  type ApiClient,
  type SessionRenewal,
} from '@levita/api-client';
import { readSession } from './session-storage';
import { currentToken, useSession } from './session-store';

/** The Web Locks name every tab of the app renews under. */
export const RENEWAL_LOCK = 'levita-session-renewal';

/** A token this close to its end is renewed rather than adopted from another tab. */
const ADOPT_MARGIN_MS = 30_000;

let renewalClient: ApiClient | null = null;
let inFlight: Promise<TokenResponse> | null = null;

/**
 * The client renewals go through: the shell's own, built without a renewal of its own, so a
 * refused renewal cannot ask for another.
 */
export function renewThrough(client: ApiClient) {
  renewalClient = client;
}

const stillFresh = (expiration: string | null) =>
  expiration !== null && Date.parse(expiration) - Date.now() > ADOPT_MARGIN_MS;

/**
 * One renewal: the API rotates the refresh cookie on every use and ends the session when a
 * token comes back twice, so two tabs must never renew with the same cookie. Under the lock,
 * a tab that finds a token newer than the one it set out to replace (another tab renewed
 * meanwhile, and stored it) takes that one instead.
 */
async function renewOnce(tokenBefore: string | null): Promise<TokenResponse> {
  const stored = readSession();
  if (stored.token && stored.token !== tokenBefore && stillFresh(stored.tokenExpiration))
    return { access_token: stored.token, token_expiration: stored.tokenExpiration! };
  if (!renewalClient) throw new Error('renewThrough(client) was not called');
  return renewSessionCall(renewalClient);
}

/**
 * A new access token from the browser's lasting session, stored in the session. One at a time
 * in this page (callers share the one in flight), and across the browser's tabs where Web
 * Locks exist (every current browser).
 */
export function renewToken(): Promise<TokenResponse> {
  if (!inFlight) {
    const tokenBefore = currentToken();
    const run = () => renewOnce(tokenBefore);
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    inFlight = (locks ? locks.request(RENEWAL_LOCK, run) : run())
      .then((answer) => {
        // Signed out while it ran: the answer must not bring the session back.
        if (currentToken() !== null) useSession.getState().setToken(answer);
        return answer;
      })
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}

/** What the API clients ask on a 401 token_expired (HttpClientOptions.renewSession). */
export async function renewSession(): Promise<SessionRenewal> {
  try {
    await renewToken();
    return 'renewed';
  } catch (error) {
    // Only the API's 401 ends the session; an outage or a 5xx leaves it for the next try.
    return isApiError(error) && error.status === 401 ? 'refused' : 'unreachable';
  }
}

/**
 * Signing out ends the browser's lasting session on the server too (its cookie would renew
 * the session otherwise). Not waited for: signing out never hangs on the network; were the
 * server unreachable, the cookie's session stays until it expires or "sign out everywhere".
 */
export function endLastingSession() {
  if (renewalClient) void endSession(renewalClient).catch(() => undefined);
}
