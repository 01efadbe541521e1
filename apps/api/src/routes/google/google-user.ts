import type { IDToken } from 'openid-client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { UserRow, UsersRepository } from '../../repositories/users-repository';

export class UnverifiedEmailError extends Error {
  override name = 'UnverifiedEmailError';
}

/**
 * The account of a Google identity: found by its subject, else the account with the same
 * e-mail (only when Google vouches for the address, or anyone could take over an account
 * by naming its e-mail), else a new account without a password.
 */
export async function findOrCreateGoogleUser(
  users: UsersRepository,
  claims: IDToken,
): Promise<UserRow> {
  const bySubject = await users.findByGoogleSub(claims.sub);
  if (bySubject) return bySubject;

  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true) throw new UnverifiedEmailError();
  const picture = typeof claims.picture === 'string' ? claims.picture : null;

  const byEmail = await users.findByEmail(email);
  if (byEmail) return users.linkGoogle(byEmail.id, claims.sub, picture);

  const nome =
    typeof claims.name === 'string' && claims.name.trim()
      ? claims.name.trim()
      : email.split('@')[0]!;
  try {
    return await users.create({
      nome,
      email,
      telefone: null,
      passwordHash: null,
      googleSub: claims.sub,
      fotoUrl: picture,
    });
  } catch (error) {
    // The same person finishing two sign-ins at once: the first one made the account.
    if (!isUniqueViolation(error)) throw error;
    const existing = await users.findByGoogleSub(claims.sub);
    if (!existing) throw error;
    return existing;
  }
}
