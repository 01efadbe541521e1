/** Where a token may arrive on /auth/google (part 1 §2), in the order they are tried. */
const fragmentNames = ['token', 'access_token'] as const;
const queryNames = ['token', 'access_token', 'jwt', 'id_token'] as const;

export interface GoogleToken {
  token: string;
  /** ISO instant, when the URL or the token itself says when it expires. */
  expiration: string | null;
}

function firstOf(params: URLSearchParams, names: readonly string[]): string | null {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

function isoOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The `exp` claim of a JWT as an ISO instant (the API's redirect carries the token only). */
export function jwtExpiration(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp)
      ? new Date(exp * 1000).toISOString()
      : null;
  } catch {
    return null;
  }
}

/**
 * The token of the callback URL: the fragment first (the API redirects to
 * `/auth/google#token=<jwt>`, which never reaches a server log), else the query.
 */
export function readGoogleToken(hash: string, search: string): GoogleToken | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const fromFragment = firstOf(fragment, fragmentNames);
  const token = fromFragment ?? firstOf(query, queryNames);
  if (!token) return null;
  const source = fromFragment ? fragment : query;
  return {
    token,
    expiration: isoOrNull(source.get('token_expiration')) ?? jwtExpiration(token),
  };
}
