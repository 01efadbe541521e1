import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '@levita/contracts';
import { HttpError, invalidToken } from '../../errors/http-error';
import { rememberStanding } from '../../ministries/remembered-standing';
import type { SignedInUser, UserRow } from '../../repositories/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the signed-in routes (routes/index.ts adds it once for all). */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** Whom `authenticate` found; null before it ran and on public routes. */
    currentUser: SignedInUser | null;
    /** The signed-in user of a route behind `authenticate`: its id and session version. */
    readonly user: SignedInUser;
  }
}

const unauthorized = () => new HttpError(401, 'unauthorized', 'unauthorized');

const ministryRoute = `/api${apiPaths.ministry}`;

/**
 * The ministry a request names where the routes read it: `?ministerio_id=` or the id of
 * `/ministerios/:id…`. Its standing is then read with the caller, and the route's access check
 * takes it from there (ministries/remembered-standing.ts). Anything else is left to the route's
 * own validation and check.
 */
function namedMinistry(request: FastifyRequest): number | undefined {
  const query = request.query as { ministerio_id?: unknown } | undefined;
  const params = request.params as { id?: unknown } | undefined;
  const named =
    query?.ministerio_id ??
    (request.routeOptions.url?.startsWith(ministryRoute) ? params?.id : undefined);
  if (typeof named !== 'string' || !/^[1-9]\d{0,8}$/.test(named)) return undefined;
  return Number(named);
}

const scheduleRoute = `/api${apiPaths.schedule}`;

/**
 * The schedule a `/escalas/:id…` request names: authenticate reads it first, then its
 * ministry's standing with the caller, and scheduleAccess takes both from there.
 */
function namedSchedule(request: FastifyRequest): number | undefined {
  const url = request.routeOptions.url;
  if (url !== scheduleRoute && !url?.startsWith(`${scheduleRoute}/`)) return undefined;
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && /^[1-9]\d{0,8}$/.test(id) ? Number(id) : undefined;
}

/**
 * The caller's whole row, for the routes that show or check more than `request.user` holds
 * (the profile, the password).
 */
export async function wholeCaller(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const user = await app.repos.users.findById(request.user.id);
  // Deleted since authenticate read it: the token names nobody now.
  if (!user) throw invalidToken();
  return user;
}

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
      const scheduleId = namedSchedule(request);
      const schedule =
        scheduleId === undefined ? undefined : await app.repos.schedules.findById(scheduleId);
      const ministryId = schedule ? schedule.ministry_id : namedMinistry(request);
      let user: SignedInUser | undefined;
      if (ministryId === undefined) user = await app.repos.users.findSignedIn(claims.userId);
      else {
        const found = await app.repos.ministries.callerWithMembership(claims.userId, ministryId);
        user = found?.user;
        if (found) rememberStanding(found.user, ministryId, found.standing, schedule);
      }
      if (!user) throw invalidToken();
      // A password change bumped the version: the session this token belongs to has ended.
      if (user.token_version !== claims.tokenVersion)
        throw new HttpError(401, 'token_expired', 'token_expired');
      request.currentUser = user;
    });
  },
  { name: 'authenticate', dependencies: ['services'] },
);
