import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors/http-error';
import type { UserRow } from '../../repositories/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every route that needs a signed-in user. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}

/** The user a route runs for; only call it behind `app.authenticate`. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new HttpError(401, 'unauthorized', 'unauthorized');
  return request.currentUser;
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('currentUser', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw new HttpError(401, 'unauthorized', 'unauthorized');
      const claims = await app.tokens.verify(match[1]);
      const user = await app.repos.users.findById(claims.userId);
      if (!user) throw new HttpError(401, 'invalid_token', 'invalid_token');
      // A password change bumped the version: the session this token belongs to has ended.
      if (user.token_version !== claims.tokenVersion)
        throw new HttpError(401, 'token_expired', 'token_expired');
      request.currentUser = user;
    });
  },
  { name: 'authenticate', dependencies: ['services'] },
);
