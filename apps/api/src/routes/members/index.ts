import {
  ACTIVE_MEMBERS,
  idParamsSchema,
  MANAGERS,
  membersQuerySchema,
  type MemberStatus,
  messageResponseSchema,
  ministryMemberSchema,
  type MinistryStanding,
  presentMember,
  updateMemberRequestSchema,
} from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, HttpError, notFound } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { requireStanding } from '../../ministries/ministry-access';
import { requireUser } from '../../plugins/app/authenticate';
import type { UserRow } from '../../repositories/users-repository';
import { errorResponses } from '../error-responses';

/** Which members each standing may list (part 1 §6): inactive ones only for the owner. */
const visibleStatuses: Record<MinistryStanding, readonly MemberStatus[]> = {
  PROPRIETARIO: ['ATIVO', 'PENDENTE', 'INATIVO'],
  ADMIN: ['ATIVO', 'PENDENTE'],
  MEMBRO: ['ATIVO'],
  PENDENTE: [],
};

/** The member a /membros/{id} call targets and the caller's standing in its ministry. */
async function targetMember(app: FastifyInstance, user: UserRow, memberId: number) {
  const member = await app.repos.members.findById(memberId);
  if (!member) throw notFound();
  // Managers only: a member or outsider learns nothing about other memberships.
  const access = await requireStanding(app, user, member.ministry_id, MANAGERS);
  return { member, ...access, isOwnerRow: member.user_id === access.ministry.proprietario_id };
}

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  app.get(
    '/ministerios/:id/membros',
    {
      ...secured,
      schema: {
        tags: ['membership'],
        summary: 'Members with their functions (members read; inactive ones: owner only)',
        security,
        params: idParamsSchema,
        querystring: membersQuerySchema,
        response: { 200: z.array(ministryMemberSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { ministry, standing } = await requireStanding(
        app,
        requireUser(request),
        request.params.id,
        ACTIVE_MEMBERS,
      );
      const visible = visibleStatuses[standing];
      const wanted = request.query.status;
      if (wanted && !visible.includes(wanted)) throw forbidden();
      const members = await app.repos.members.listWithDetails(
        ministry.id,
        wanted ? [wanted] : visible,
      );
      return members.map((member) => presentMember(member, ministry.proprietario_id));
    },
  );

  app.put(
    '/membros/:id',
    {
      ...secured,
      schema: {
        tags: ['membership'],
        summary:
          'Approve a request or reactivate (status ATIVO: admin or owner); grant or revoke admin (owner)',
        security,
        params: idParamsSchema,
        body: updateMemberRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { member, standing, isOwnerRow } = await targetMember(
        app,
        requireUser(request),
        request.params.id,
      );
      const body = request.body;
      if ('admin' in body) {
        if (standing !== 'PROPRIETARIO') throw forbidden();
        if (isOwnerRow) throw new HttpError(409, 'owner_protected', 'owner_protected');
        if (member.status !== 'ATIVO')
          throw new HttpError(409, 'member_not_active', 'member_not_active');
        await app.repos.members.update(member.id, { admin: body.admin });
      } else {
        // PENDENTE -> ATIVO (approve) and INATIVO -> ATIVO (reactivate).
        if (member.status === 'ATIVO')
          throw new HttpError(409, 'invalid_transition', 'invalid_transition');
        await app.repos.members.update(member.id, { status: 'ATIVO', admin: false });
      }
      return { message: message(requestLocale(request), 'member_updated') };
    },
  );

  app.delete(
    '/membros/:id',
    {
      ...secured,
      schema: {
        tags: ['membership'],
        summary:
          'Reject a request (admin or owner), deactivate an active member or remove an inactive one (owner)',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { member, standing, isOwnerRow } = await targetMember(
        app,
        requireUser(request),
        request.params.id,
      );
      if (isOwnerRow) throw new HttpError(409, 'owner_protected', 'owner_protected');
      const locale = requestLocale(request);
      if (member.status === 'PENDENTE') {
        await app.repos.members.remove(member.id);
        return { message: message(locale, 'request_rejected') };
      }
      if (standing !== 'PROPRIETARIO') throw forbidden();
      if (member.status === 'ATIVO') {
        await app.repos.members.update(member.id, { status: 'INATIVO', admin: false });
        return { message: message(locale, 'member_deactivated') };
      }
      await app.repos.members.remove(member.id);
      return { message: message(locale, 'member_removed') };
    },
  );
};
