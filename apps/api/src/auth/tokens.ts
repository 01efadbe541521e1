import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
import { HttpError, invalidToken } from '../errors/http-error';

export interface AccessTokenClaims {
  userId: number;
  tokenVersion: number;
}

export interface IssuedToken {
  access_token: string;
  token_expiration: string;
}

/** A user id as we write it in `sub`: "1e0", "0x5" or " 5" are not ids. */
const canonicalId = /^[1-9][0-9]{0,14}$/;

/**
 * Short-lived HS256 access tokens (design §4) carrying the user's token version.
 *
 * fast-jwt verifies an HMAC synchronously with node:crypto (a few microseconds); jose went
 * through WebCrypto and its thread pool on every request, the largest cost of a list call
 * after the database (docs/performance.md).
 */
export function createTokenService(secret: string, ttlMinutes: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  // Pinning the algorithm is what refuses `alg: none` and tokens signed another way; a token
  // without `exp` would never end, so it is refused like one without a subject.
  //
  const verifyToken = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'exp', 'jti'],
  });
  // A verified token's claims are remembered until its `exp`, checked against the clock on
  // every hit: decoding, the HMAC and the claim checks cost 11 µs a call. Keyed by the whole
  // token, so only the very same bytes hit; fast-jwt's own cache hashed every token with
  // SHA-256 for its key (about 3 % of a cached song list's CPU, docs/performance.md).
  // Revocation is not cached: `authenticate` compares the token version with the database
  // on every request. Failures are not remembered.
  const verified = new LRUCache<string, AccessTokenClaims & { expiresAt: number }>({
    max: 10_000,
  });

  return {
    issue(userId: number, tokenVersion: number, now = new Date()): IssuedToken {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + ttlMinutes * 60;
      const token = sign({
        sub: String(userId),
        ver: tokenVersion,
        iat: issuedAt,
        exp: expiresAt,
        jti: randomUUID(),
      });
      return {
        access_token: token,
        token_expiration: new Date(expiresAt * 1000).toISOString(),
      };
    },

    /** Checks signature, algorithm and expiry; throws 401 token_expired or invalid_token. */
    verify(token: string): AccessTokenClaims {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAt) return known;
      let payload: { sub?: unknown; ver?: unknown; exp?: unknown };
      try {
        payload = verifyToken(token) as typeof payload;
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired)
          throw new HttpError(401, 'token_expired', 'token_expired');
        throw invalidToken();
      }
      const { sub, ver, exp } = payload;
      if (typeof sub !== 'string' || !canonicalId.test(sub) || !Number.isSafeInteger(ver))
        throw invalidToken();
      const claims = { userId: Number(sub), tokenVersion: ver as number };
      verified.set(token, { ...claims, expiresAt: (exp as number) * 1000 });
      return claims;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
