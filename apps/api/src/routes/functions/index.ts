import {
  ACTIVE_MEMBERS,
  apiPaths,
  createFunctionRequestSchema,
  idParamsSchema,
  MANAGERS,
  messageResponseSchema,
  ministryFunctionSchema,
  presentFunction,
  updateFunctionRequestSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation';
import { HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error))
    return new HttpError(409, 'function_name_taken', 'function_name_taken');
  return error;
};

/** The functions catalogue of a ministry (part 1 §3 Function, §5 Function). */
export const functionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.ministryFunctions,
    {
      schema: {
        tags: ['functions'],
        summary: "The ministry's functions (active members)",
        params: idParamsSchema,
        response: { 200: z.array(ministryFunctionSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { ministry } = await app.access.ministry(
        request.user,
        request.params.id,
        ACTIVE_MEMBERS,
      );
      return (await app.repos.functions.list(ministry.id)).map(presentFunction);
    },
  );

  app.post(
    apiPaths.ministryFunctions,
    {
      schema: {
        tags: ['functions'],
        summary: 'Create a function (admin or owner); names are unique per ministry',
        params: idParamsSchema,
        body: createFunctionRequestSchema,
        response: {
          201: ministryFunctionSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { ministry } = await app.access.ministry(request.user, request.params.id, MANAGERS);
      const { nome, descricao, icone, ministerio_id } = request.body;
      if (ministerio_id !== undefined && ministerio_id !== ministry.id)
        throw new HttpError(400, 'ministry_mismatch', 'ministry_mismatch');
      const created = await app.repos.functions
        .create(
          ministry.id,
          { nome, descricao, icone },
          { userId: request.user.id, allowed: MANAGERS },
        )
        .catch((error: unknown) => Promise.reject(nameTaken(error)));
      return reply.code(201).send(presentFunction(created));
    },
  );

  app.put(
    apiPaths.function,
    {
      schema: {
        tags: ['functions'],
        summary: 'Update a function (admin or owner)',
        params: idParamsSchema,
        body: updateFunctionRequestSchema,
        response: { 200: ministryFunctionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { fn } = await app.access.function(request.user, request.params.id, MANAGERS);
      const { versao, ...changes } = request.body;
      const updated = await app.repos.functions
        .update(fn, changes, { userId: request.user.id, allowed: MANAGERS }, versao)
        .catch((error: unknown) => Promise.reject(nameTaken(error)));
      return presentFunction(updated);
    },
  );

  app.delete(
    apiPaths.function,
    {
      schema: {
        tags: ['functions'],
        summary: 'Delete a function (admin or owner); members holding it lose it',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { fn } = await app.access.function(request.user, request.params.id, MANAGERS);
      await app.repos.functions.delete(fn, { userId: request.user.id, allowed: MANAGERS });
      return { message: message(requestLocale(request), 'function_deleted') };
    },
  );
};
