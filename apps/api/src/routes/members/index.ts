import {
  ACTIVE_MEMBERS,
  apiPaths,
  idParamsSchema,
  MANAGERS,
  membersQuerySchema,
  type MemberChangeRefusal,
  type MemberStatus,
  messageResponseSchema,
  ministryMemberSchema,
  planMemberRemoval,
  planMemberUpdate,
  presentMember,
  updateMemberRequestSchema,
  visibleMemberStatuses,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, HttpError } from '../../errors/http-error';
import { message, type MessageKey, requestLocale } from '../../i18n/messages';
import type { MemberRow } from '../../repositories/members-repository';
import { errorResponses } from '../error-responses';
import { memberPreferencesRoute } from './member-preferences';

/** What the shared rule refused, as this API answers it. */
const refusal = ({ status, error }: MemberChangeRefusal) =>
  status === 403 ? forbidden() : new HttpError(409, error, error);

/**
 * A transition applies to the status the caller saw. When a concurrent call changed it first
 * (six approvals at once, an approval racing a rejection, a second click on "deactivate"
 * that would now remove), this one is a conflict, not a second transition.
 */
function requireSeen(member: MemberRow, seen: MemberStatus) {
  if (member.status !== seen) throw new HttpError(409, 'invalid_transition', 'invalid_transition');
}

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.ministryMembers,
    {
      schema: {
        tags: ['membership'],
        summary:
          "Members with their functions (members read; inactive ones: owner only), and their auto-fill preferences (their own; everyone's for admin or owner)",
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
      const visible = visibleMemberStatuses[standing];
      const wanted = request.query.status;
      if (wanted && !visible.includes(wanted)) throw forbidden();
      const members = await app.repos.members.listWithDetails(
        ministry.id,
        wanted ? [wanted] : visible,
      );
      const viewer = { userId: request.user.id, standing };
      return members.map((member) => presentMember(member, ministry.proprietario_id, viewer));
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
      const { member, ministry } = await app.access.member(
        request.user,
        request.params.id,
        MANAGERS,
      );
      const body = request.body;
      const guard = { userId: request.user.id, allowed: MANAGERS };
      // Decided again under the ministry's lock, on the row as it is then.
      await app.repos.members.change(ministry.id, member.id, guard, (now) => {
        requireSeen(now.member, member.status);
        const facts = { ...now, ownerId: now.ministry.proprietario_id };
        const update = planMemberUpdate(facts, body);
        if (update.refused) throw refusal(update.refused);
        return update.changes;
      });
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
      const { member, ministry } = await app.access.member(
        request.user,
        request.params.id,
        MANAGERS,
      );
      const guard = { userId: request.user.id, allowed: MANAGERS };
      let done: MessageKey = 'member_removed';
      await app.repos.members.change(ministry.id, member.id, guard, (now) => {
        requireSeen(now.member, member.status);
        const removal = planMemberRemoval({ ...now, ownerId: now.ministry.proprietario_id });
        if (removal.refused) throw refusal(removal.refused);
        done = removal.message;
        return removal.outcome === 'remove' ? 'remove' : { status: 'INATIVO', admin: false };
      });
      return { message: message(requestLocale(request), done) };
    },
  );
  await app.register(memberPreferencesRoute);
};
