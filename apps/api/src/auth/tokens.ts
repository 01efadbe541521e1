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
 * How far ahead of this server's clock a token's `iat` may be. Only our replicas issue tokens
 * and their clocks, kept by NTP, differ by milliseconds; half a minute also covers a replica
 * whose clock is briefly behind after a VM resumes, and is too short to matter as extra life.
 */
const ISSUED_AT_SKEW_SECONDS = 30;

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
  // without `exp` would never end, so it is refused like one without a subject, and one
  // without `iat` could not show that its lifetime is ours.
  const verifyToken = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'exp', 'iat', 'jti'],
  });
  const ttlSeconds = ttlMinutes * 60;
  // The signature says only that the secret signed it. Tokens we issue live exactly
  // `ttlSeconds` from an `iat` already past; holding every token to that means one made with
  // the secret some other way (a script, a copy of the secret since deleted) with a 10-year
  // `exp`, or an `iat` still to come (minted now for later), works no longer than ours would.
  // Lowering ACCESS_TOKEN_TTL_MINUTES therefore ends the sessions holding longer tokens.
  const issuedByUs = (iat: unknown, exp: number, now: number) =>
    typeof iat === 'number' &&
    Number.isFinite(iat) &&
    iat <= now / 1000 + ISSUED_AT_SKEW_SECONDS &&
    exp - iat <= ttlSeconds;
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
      const expiresAt = issuedAt + ttlSeconds;
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

    /**
     * Checks signature, algorithm, expiry and that the token's life is one we give; throws 401
     * token_expired or invalid_token.
     */
    verify(token: string): AccessTokenClaims {
      const now = Date.now();
      const known = verified.get(token);
      if (known && now < known.expiresAt) return known;
      let payload: { sub?: unknown; ver?: unknown; exp?: unknown; iat?: unknown };
      try {
        payload = verifyToken(token) as typeof payload;
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired)
          throw new HttpError(401, 'token_expired', 'token_expired');
        throw invalidToken();
      }
      // fast-jwt has checked that `exp` is a number in the future.
      const { sub, ver, iat } = payload;
      const exp = payload.exp as number;
      if (
        typeof sub !== 'string' ||
        !canonicalId.test(sub) ||
        !Number.isSafeInteger(ver) ||
        !issuedByUs(iat, exp, now)
      )
        throw invalidToken();
      // Only a token that passed every check above is remembered, and a hit is still bounded
      // by its `exp`: the cache cannot let through a token the checks would refuse.
      const claims = { userId: Number(sub), tokenVersion: ver as number };
      verified.set(token, { ...claims, expiresAt: exp * 1000 });
      return claims;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
