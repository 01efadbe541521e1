import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors/http-error';
import type { UserRow } from '../../repositories/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the signed-in routes (routes/index.ts adds it once for all). */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Whom `authenticate` found; null before it ran and on public routes. */
    currentUser: UserRow | null;
    /** The signed-in user of a route behind `authenticate`. */
    readonly user: UserRow;
  }
}

const unauthorized = () => new HttpError(401, 'unauthorized', 'unauthorized');

export const authenticatePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('currentUser', null);
    // Read on a public route by mistake, it answers 401 instead of running for nobody.
    app.decorateRequest('user', {
      getter(this: FastifyRequest) {
        if (!this.currentUser) throw unauthorized();
        return this.currentUser;
      },
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw unauthorized();
      const claims = app.tokens.verify(match[1]);
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
