import {
  ACTIVE_MEMBERS,
  apiPaths,
  type AssignmentRefusal,
  assignmentRefusalAnswers,
  type AssignmentView,
  assignFunctionRequestSchema,
  idParamsSchema,
  MANAGERS,
  memberFunctionSchema,
  messageResponseSchema,
  presentAssignment,
  updateAssignmentRequestSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError, notFound } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

const alreadyAssigned = (error: unknown) => {
  if (isUniqueViolation(error))
    return new HttpError(409, 'function_already_assigned', 'function_already_assigned');
  return error;
};

/**
 * A refusal read under the ministry's lock: deactivated and pending members are on no team
 * (409), a function of another ministry (or none) is a bad value (400), not a 404.
 */
function assigned(result: AssignmentView | { refused: AssignmentRefusal }): AssignmentView {
  if (!('refused' in result)) return result;
  const answer = assignmentRefusalAnswers[result.refused];
  throw new HttpError(answer.status, answer.error, answer.message);
}

/** Who holds which function (part 2 §3 Member function assignment, §7). */
export const memberFunctionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.memberFunctions,
    {
      schema: {
        tags: ['functions'],
        summary: "A member's functions, the principal first (active members of the ministry)",
        params: idParamsSchema,
        response: { 200: z.array(memberFunctionSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { member, standing } = await app.access.member(
        request.user,
        request.params.id,
        ACTIVE_MEMBERS,
      );
      // Plain members see only active members (as on the members list): no probing others.
      if (standing === 'MEMBRO' && member.status !== 'ATIVO') throw notFound();
      return (await app.repos.memberFunctions.listForMember(member.id)).map(presentAssignment);
    },
  );

  app.post(
    apiPaths.memberFunctions,
    {
      schema: {
        tags: ['functions'],
        summary:
          'Give an active member a function of the ministry (admin or owner); a new principal replaces the old one',
        params: idParamsSchema,
        body: assignFunctionRequestSchema,
        response: { 201: memberFunctionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { member } = await app.access.member(request.user, request.params.id, MANAGERS);
      const { funcao_id, principal, observacoes } = request.body;
      const created = await app.repos.memberFunctions
        .create(
          member.ministry_id,
          member.id,
          { function_id: funcao_id, principal, observacoes },
          { userId: request.user.id, allowed: MANAGERS },
        )
        .catch((error: unknown) => Promise.reject(alreadyAssigned(error)));
      return reply.code(201).send(presentAssignment(assigned(created)));
    },
  );

  app.put(
    apiPaths.memberFunction,
    {
      schema: {
        tags: ['functions'],
        summary:
          "Change an active member's function, principal flag or observations (admin or owner)",
        params: idParamsSchema,
        body: updateAssignmentRequestSchema,
        response: { 200: memberFunctionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { assignment, member } = await app.access.assignment(
        request.user,
        request.params.id,
        MANAGERS,
      );
      const { funcao_id, principal, observacoes, versao } = request.body;
      const updated = await app.repos.memberFunctions
        .update(
          member.ministry_id,
          assignment.id,
          { function_id: funcao_id, principal, observacoes },
          { userId: request.user.id, allowed: MANAGERS },
          versao,
        )
        .catch((error: unknown) => Promise.reject(alreadyAssigned(error)));
      return presentAssignment(assigned(updated));
    },
  );

  app.delete(
    apiPaths.memberFunction,
    {
      schema: {
        tags: ['functions'],
        summary: 'Take a function from a member (admin or owner); schedules already made keep it',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { assignment, member } = await app.access.assignment(
        request.user,
        request.params.id,
        MANAGERS,
      );
      await app.repos.memberFunctions.delete(member.ministry_id, assignment.id, {
        userId: request.user.id,
        allowed: MANAGERS,
      });
      return { message: message(requestLocale(request), 'assignment_deleted') };
    },
  );
};
