import type { LoginResponse, TokenResponse, User } from '@levita/contracts';
import { create } from 'zustand';
import {
  readSession,
  saveRememberedEmail,
  writeSession,
  type StoredSession,
} from './session-storage';

/**
 * Why the session ended: the login page says "Sessão expirada…" for `expired`, and that the
 * account is gone for `deleted`.
 */
export type SignOutReason = 'logout' | 'expired' | 'deleted';

export type SignInAnswer =
  LoginResponse | { access_token: string; token_expiration: string | null; usuario?: User };

interface SessionState extends StoredSession {
  /** Set when the session ended by itself; the login page shows it once and clears it. */
  endedBecause: SignOutReason | null;
  /**
   * After login, registration or Google sign-in: token, expiration and user, all stored. A
   * Google redirect may carry a token whose expiration cannot be read: null then.
   */
  signIn: (answer: SignInAnswer) => void;
  /** A refreshed token (POST /refresh-token). */
  setToken: (answer: TokenResponse) => void;
  /** The user record after GET /usuario or a profile save (nome and telefone change). */
  setUser: (user: User) => void;
  /**
   * Logout (and a deleted account) removes token, user and the remembered e-mail (part 1 §4);
   * an expiry keeps the remembered e-mail, so the next login is still prefilled.
   */
  signOut: (reason?: SignOutReason) => void;
  clearEndedBecause: () => void;
}

const persisted = (state: StoredSession): StoredSession => {
  writeSession(state);
  return state;
};

/** The one session of the page; remotes see it only through RemoteProps. */
export const useSession = create<SessionState>((set, get) => ({
  ...readSession(),
  endedBecause: null,
  signIn: (answer) =>
    set({
      ...persisted({
        token: answer.access_token,
        tokenExpiration: answer.token_expiration,
        user: answer.usuario ?? get().user,
      }),
      endedBecause: null,
    }),
  setToken: (answer) =>
    set(
      persisted({
        token: answer.access_token,
        tokenExpiration: answer.token_expiration,
        user: get().user,
      }),
    ),
  setUser: (user) =>
    set(persisted({ token: get().token, tokenExpiration: get().tokenExpiration, user })),
  signOut: (reason = 'logout') => {
    // A deleted account's address is not kept either: nothing of the person stays behind.
    if (reason !== 'expired') saveRememberedEmail(null);
    set({
      ...persisted({ token: null, tokenExpiration: null, user: null }),
      endedBecause: reason === 'logout' ? null : reason,
    });
  },
  clearEndedBecause: () => set({ endedBecause: null }),
}));

/** For code outside React (the API client's token getter). */
export const currentToken = () => useSession.getState().token;

/**
 * The one reaction to a session that ended elsewhere (401 token_expired from any call, a
 * refused refresh, a remote's onUnauthorized): clear it and remember why. The login-only
 * guard then sends the user to /login, where SessionEndedNotice says so.
 */
export const expireSession = () => useSession.getState().signOut('expired');
