import {
  ACTIVE_MEMBERS,
  assignFunctionRequestSchema,
  idParamsSchema,
  MANAGERS,
  memberFunctionSchema,
  messageResponseSchema,
  presentAssignment,
  updateAssignmentRequestSchema,
} from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError, notFound } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { requireStanding } from '../../ministries/ministry-access';
import { requireUser } from '../../plugins/app/authenticate';
import type { MemberRow } from '../../repositories/members-repository';
import type { UserRow } from '../../repositories/users-repository';
import { errorResponses } from '../error-responses';

const alreadyAssigned = (error: unknown) => {
  if (isUniqueViolation(error))
    return new HttpError(409, 'function_already_assigned', 'function_already_assigned');
  return error;
};

/** Deactivated and pending members are on no team: they are given no functions. */
function requireActive(member: MemberRow) {
  if (member.status !== 'ATIVO')
    throw new HttpError(409, 'member_not_active', 'assignee_not_active');
}

/** A function of another ministry (or none) is refused as a bad value, not as a 404. */
async function requireMinistryFunction(app: FastifyInstance, ministryId: number, id: number) {
  const fn = await app.repos.functions.findById(id);
  if (fn?.ministry_id !== ministryId)
    throw new HttpError(400, 'function_not_in_ministry', 'function_not_in_ministry');
}

/** Who holds which function (part 2 §3 Member function assignment, §7). */
export const memberFunctionRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  /** The member a /membros/{id}/funcoes call targets, for a caller of the given standing. */
  const targetMember = async (user: UserRow, id: number, allowed: typeof ACTIVE_MEMBERS) => {
    const member = await app.repos.members.findById(id);
    if (!member) throw notFound();
    const { standing } = await requireStanding(app, user, member.ministry_id, allowed);
    // Plain members see only active members (as on the members list): no probing others.
    if (standing === 'MEMBRO' && member.status !== 'ATIVO') throw notFound();
    return member;
  };

  /** The assignment a /membro-funcoes/{id} call targets and its member, for a manager. */
  const managedAssignment = async (user: UserRow, id: number) => {
    const assignment = await app.repos.memberFunctions.findById(id);
    if (!assignment) throw notFound();
    const member = await app.repos.members.findById(assignment.member_id);
    if (!member) throw notFound();
    await requireStanding(app, user, member.ministry_id, MANAGERS);
    return { assignment, member };
  };

  app.get(
    '/membros/:id/funcoes',
    {
      ...secured,
      schema: {
        tags: ['functions'],
        summary: "A member's functions, the principal first (active members of the ministry)",
        security,
        params: idParamsSchema,
        response: { 200: z.array(memberFunctionSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const member = await targetMember(requireUser(request), request.params.id, ACTIVE_MEMBERS);
      return (await app.repos.memberFunctions.listForMember(member.id)).map(presentAssignment);
    },
  );

  app.post(
    '/membros/:id/funcoes',
    {
      ...secured,
      schema: {
        tags: ['functions'],
        summary:
          'Give an active member a function of the ministry (admin or owner); a new principal replaces the old one',
        security,
        params: idParamsSchema,
        body: assignFunctionRequestSchema,
        response: { 201: memberFunctionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const member = await targetMember(requireUser(request), request.params.id, MANAGERS);
      requireActive(member);
      const { funcao_id, principal, observacoes } = request.body;
      await requireMinistryFunction(app, member.ministry_id, funcao_id);
      const created = await app.repos.memberFunctions
        .create(member.id, { function_id: funcao_id, principal, observacoes })
        .catch((error: unknown) => Promise.reject(alreadyAssigned(error)));
      return reply.code(201).send(presentAssignment(created));
    },
  );

  app.put(
    '/membro-funcoes/:id',
    {
      ...secured,
      schema: {
        tags: ['functions'],
        summary:
          "Change an active member's function, principal flag or observations (admin or owner)",
        security,
        params: idParamsSchema,
        body: updateAssignmentRequestSchema,
        response: { 200: memberFunctionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { assignment, member } = await managedAssignment(
        requireUser(request),
        request.params.id,
      );
      requireActive(member);
      const { funcao_id, principal, observacoes } = request.body;
      if (funcao_id !== undefined)
        await requireMinistryFunction(app, member.ministry_id, funcao_id);
      const updated = await app.repos.memberFunctions
        .update(assignment, { function_id: funcao_id, principal, observacoes })
        .catch((error: unknown) => Promise.reject(alreadyAssigned(error)));
      return presentAssignment(updated);
    },
  );

  app.delete(
    '/membro-funcoes/:id',
    {
      ...secured,
      schema: {
        tags: ['functions'],
        summary: 'Take a function from a member (admin or owner); schedules already made keep it',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { assignment } = await managedAssignment(requireUser(request), request.params.id);
      await app.repos.memberFunctions.delete(assignment.id);
      return { message: message(requestLocale(request), 'assignment_deleted') };
    },
  );
};
