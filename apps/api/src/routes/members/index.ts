import {
  ACTIVE_MEMBERS,
  apiPaths,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import type { MemberRow } from '../../repositories/members-repository';
import type { MinistryRow } from '../../repositories/ministries-repository';
import { changed } from '../../ministries/member-transition';
import { errorResponses } from '../error-responses';

/** Which members each standing may list (part 1 §6): inactive ones only for the owner. */
const visibleStatuses: Record<MinistryStanding, readonly MemberStatus[]> = {
  PROPRIETARIO: ['ATIVO', 'PENDENTE', 'INATIVO'],
  ADMIN: ['ATIVO', 'PENDENTE'],
  MEMBRO: ['ATIVO'],
  PENDENTE: [],
};

/** The owner's own row: it is never demoted, deactivated or removed. */
const isOwnerRow = (member: MemberRow, ministry: MinistryRow) =>
  member.user_id === ministry.proprietario_id;

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.ministryMembers,
    {
      schema: {
        tags: ['membership'],
        summary: 'Members with their functions (members read; inactive ones: owner only)',
        params: idParamsSchema,
        querystring: membersQuerySchema,
        response: { 200: z.array(ministryMemberSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { ministry, standing } = await app.access.ministry(
        request.user,
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
    apiPaths.member,
    {
      schema: {
        tags: ['membership'],
        summary:
          'Approve a request or reactivate (status ATIVO: admin or owner); grant or revoke admin (owner)',
        params: idParamsSchema,
        body: updateMemberRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      // Managers only: a member or outsider learns nothing about other memberships.
      const { member, ministry, standing } = await app.access.member(
        request.user,
        request.params.id,
        MANAGERS,
      );
      const body = request.body;
      if ('admin' in body) {
        if (standing !== 'PROPRIETARIO') throw forbidden();
        if (isOwnerRow(member, ministry))
          throw new HttpError(409, 'owner_protected', 'owner_protected');
        if (member.status !== 'ATIVO')
          throw new HttpError(409, 'member_not_active', 'member_not_active');
        changed(await app.repos.members.update(member.id, 'ATIVO', { admin: body.admin }));
      } else {
        // PENDENTE -> ATIVO (approve) and INATIVO -> ATIVO (reactivate).
        if (member.status === 'ATIVO')
          throw new HttpError(409, 'invalid_transition', 'invalid_transition');
        changed(
          await app.repos.members.update(member.id, member.status, {
            status: 'ATIVO',
            admin: false,
          }),
        );
      }
      return { message: message(requestLocale(request), 'member_updated') };
    },
  );

  app.delete(
    apiPaths.member,
    {
      schema: {
        tags: ['membership'],
        summary:
          'Reject a request (admin or owner), deactivate an active member or remove an inactive one (owner)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { member, ministry, standing } = await app.access.member(
        request.user,
        request.params.id,
        MANAGERS,
      );
      if (isOwnerRow(member, ministry))
        throw new HttpError(409, 'owner_protected', 'owner_protected');
      const locale = requestLocale(request);
      if (member.status === 'PENDENTE') {
        changed(await app.repos.members.remove(member.id, 'PENDENTE'));
        return { message: message(locale, 'request_rejected') };
      }
      if (standing !== 'PROPRIETARIO') throw forbidden();
      if (member.status === 'ATIVO') {
        changed(
          await app.repos.members.update(member.id, 'ATIVO', { status: 'INATIVO', admin: false }),
        );
        return { message: message(locale, 'member_deactivated') };
      }
      changed(await app.repos.members.remove(member.id, 'INATIVO'));
      return { message: message(locale, 'member_removed') };
    },
  );
};
