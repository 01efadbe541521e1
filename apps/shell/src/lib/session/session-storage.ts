import { userSchema, type User } from '@levita/contracts';

/** The local keys of part 1 §3 and §9 (the theme and language keys live with preferences). */
export const sessionKeys = {
  token: 'token',
  tokenExpiration: 'token_expiration',
  user: 'usuario',
  credentials: 'credentials',
} as const;

export interface StoredSession {
  token: string | null;
  tokenExpiration: string | null;
  user: User | null;
}

function readUser(): User | null {
  try {
    const parsed = userSchema.safeParse(JSON.parse(localStorage.getItem(sessionKeys.user) ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession {
  return {
    token: localStorage.getItem(sessionKeys.token),
    tokenExpiration: localStorage.getItem(sessionKeys.tokenExpiration),
    user: readUser(),
  };
}

export function writeSession(session: StoredSession) {
  const put = (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  put(sessionKeys.token, session.token);
  put(sessionKeys.tokenExpiration, session.tokenExpiration);
  put(sessionKeys.user, session.user ? JSON.stringify(session.user) : null);
}

/**
 * Remember-me keeps the e-mail only, "encoded" as the spec says: base64 of a small JSON
 * object. Encoding is not secrecy; it only keeps the value from being read at a glance.
 */
export function saveRememberedEmail(email: string | null) {
  if (email === null) localStorage.removeItem(sessionKeys.credentials);
  else
    localStorage.setItem(
      sessionKeys.credentials,
      btoa(unescape(encodeURIComponent(JSON.stringify({ email })))),
    );
}

export function rememberedEmail(): string | null {
  const stored = localStorage.getItem(sessionKeys.credentials);
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(escape(atob(stored))));
    return typeof value === 'object' && value !== null && 'email' in value
      ? String((value as { email: unknown }).email)
      : null;
  } catch {
    return null;
  }
}
