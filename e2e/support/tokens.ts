// Tokens the e2e server accepts as its own: signed with the secret it generated into
// DATA_DIR, so a spec can hand the browser a session that has already expired.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';

export async function expiredTokenFor(deployRoot: string, userId: number): Promise<string> {
  const secret = readFileSync(join(deployRoot, 'data', 'jwt-secret'), 'utf8').trim();
  const issuedAt = Math.floor(Date.now() / 1000) - 7200;
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(secret));
}
