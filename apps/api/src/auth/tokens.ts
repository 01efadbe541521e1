import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../errors/http-error';

export interface AccessTokenClaims {
  userId: number;
  tokenVersion: number;
}

export interface IssuedToken {
  access_token: string;
  token_expiration: string;
}

const ALGORITHM = 'HS256';

/** Short-lived HS256 access tokens (design §4) carrying the user's token version. */
export function createTokenService(secret: string, ttlMinutes: number) {
  const key = new TextEncoder().encode(secret);

  return {
    async issue(userId: number, tokenVersion: number, now = new Date()): Promise<IssuedToken> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + ttlMinutes * 60;
      const token = await new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(key);
      return {
        access_token: token,
        token_expiration: new Date(expiresAt * 1000).toISOString(),
      };
    },

    /** Checks signature, algorithm and expiry; throws 401 token_expired or invalid_token. */
    async verify(token: string): Promise<AccessTokenClaims> {
      try {
        // Pinning the algorithm is what refuses `alg: none` and tokens signed another way.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.ver !== 'number' || !payload.jti)
          throw new errors.JWTClaimValidationFailed('missing claims', payload);
        return { userId, tokenVersion: payload.ver };
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw new HttpError(401, 'token_expired', 'token_expired');
        throw new HttpError(401, 'invalid_token', 'invalid_token');
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
